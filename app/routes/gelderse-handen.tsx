import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listVolunteerCenters } from "~/.server/api/volunteer-centers";
import { titleMeta } from "~/utils/meta";

export const handle = { layout: "empty" };

/** The collaboration's landing page (spec: public, empty layout): the tenant's partner centres. */
export async function loader({ context }: LoaderFunctionArgs) {
  const centers = await listVolunteerCenters(context.api);
  return { title: context.t("collaboration.title"), centers: centers.map(({ id, name }) => ({ id, name })) };
}

export const meta = titleMeta;

export default function GeldersHanden() {
  const { t } = useTranslation();
  const { centers } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{t("collaboration.title")}</h1>
      <p className="mt-4 text-lg">{t("collaboration.intro")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("collaboration.partners")}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {centers.map((center) => (
          <li key={center.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700" data-testid="partner">
            {center.name}
          </li>
        ))}
      </ul>
    </main>
  );
}
