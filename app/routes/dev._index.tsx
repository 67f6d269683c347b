import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { requireDevAccess } from "~/.server/dev-access";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { DEV_SECTIONS } from "./dev.$section/sections";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  return { title: context.t("dev:index.title") };
}

export const meta = titleMeta;

const cardClasses =
  "block h-full rounded-[min(var(--radius-theme),1rem)] border border-muted-200 p-4 hover:border-primary-600 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-muted-700";

// Beyond the style guide: the pages that show the error screens (route validation and server errors).
const EXTRA_LINKS = [
  { to: "/dev/unknown", key: "notFound" },
  { to: "/test/server-error?status=500", key: "serverError" },
] as const;

export default function DevIndex() {
  const { t } = useTranslation("dev");
  return (
    <>
      <PageHeader title={t("index.title")} description={t("index.description")} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {DEV_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={`/dev/${section}`} className={cardClasses}>
              <span className="block text-lg font-semibold text-primary-800 dark:text-primary-300">{t(`${section}.title`)}</span>
              <span className="mt-1 block text-muted-700 dark:text-muted-300">{t(`${section}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">{t("index.errorsHeading")}</h2>
      <ul className="mt-2 list-disc pl-6">
        {EXTRA_LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="text-primary-800 underline dark:text-primary-300">
              {t(`index.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
