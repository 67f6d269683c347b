import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { loadCurrentCenter } from "~/.server/current-center";
import { requireSettingsEditor } from "~/.server/settings-access";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { SETTINGS_SECTIONS } from "~/utils/settings-sections";

export const handle = { i18n: ["settings"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await loadCurrentCenter(context);
  await requireSettingsEditor(request, context, center.id);
  return { title: context.t("settings:index.title") };
}

export const meta = titleMeta;

/** The index of a centre's settings: one entry per screen, with what it is for. */
export default function SettingsIndex() {
  const { t } = useTranslation("settings");
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("index.title")} description={t("index.description")} />
      <ul className="grid gap-4">
        {SETTINGS_SECTIONS.slice(1).map((section) => (
          <li key={section.path} className="rounded-theme border border-muted-300 p-4 dark:border-muted-700">
            <h2 className="text-xl font-semibold">
              <Link to={section.path} className="text-primary-800 underline underline-offset-4 dark:text-primary-300">
                {t(section.label)}
              </Link>
            </h2>
            <p className="mt-1 text-muted-700 dark:text-muted-300">{t(section.description)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
