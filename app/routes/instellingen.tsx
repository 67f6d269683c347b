import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { loadCurrentCenter } from "~/.server/current-center";
import { requireSettingsEditor } from "~/.server/settings-access";
import { SETTINGS_SECTIONS } from "~/utils/settings-sections";

export const handle = { i18n: ["settings"] };

// Every screen under /instellingen is for the current centre's staff and super admins; each
// child checks the same again in its own loader and action (a post skips this loader).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await loadCurrentCenter(context);
  await requireSettingsEditor(request, context, center.id);
  return null;
}

/** The settings screens with their section navigation. */
export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  return (
    <div className="grid gap-6">
      <nav aria-label={t("navLabel")}>
        <ul className="flex flex-wrap gap-2">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end
                className={({ isActive }) =>
                  `inline-block rounded-theme px-3 py-2 font-medium underline-offset-4 hover:underline ${isActive ? "bg-primary-700 text-white" : "text-primary-800 dark:text-primary-300"}`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
