import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import changelog from "virtual:changelog";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { dateTimeFormat } from "~/utils/intl";

// The product's changelog (spec section 1: white background). CHANGELOG.md is parsed when the
// site is built (vite-plugins/changelog.ts): nothing is read at runtime.
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("changelog.title"), locale: context.locale };
}

export const meta = titleMeta;

export default function Changelog() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  const format = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="-mx-4 -my-8 bg-white px-4 py-8 text-muted-900" data-testid="changelog">
      <div className="mx-auto grid max-w-3xl gap-8">
        <PageHeader title={t("changelog.title")} description={t("changelog.description")} />
        {changelog.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-2">
            <h2 id={`day-${day.date}`} className="text-xl font-semibold">
              <time dateTime={day.date}>{format.format(new Date(`${day.date}T00:00:00Z`))}</time>
            </h2>
            <ul className="grid list-disc gap-1 pl-6">
              {day.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
