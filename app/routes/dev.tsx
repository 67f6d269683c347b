import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { requireDevAccess } from "~/.server/dev-access";
import { DEV_SECTIONS } from "./dev.$section/sections";

// The living style guide hydrates, to show every component's enhanced behaviour; its children
// inherit both the hydration and the namespaces.
export const handle = { hydrate: true, i18n: ["ui", "dev"] };

// Each /dev loader checks access itself: loaders run in parallel, and a data request may ask for
// a child's data alone.
export async function loader({ context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  return null;
}

const linkClasses =
  "inline-flex min-h-10 items-center rounded-theme px-3 text-sm font-medium text-primary-800 underline-offset-4 hover:underline " +
  "focus-visible:outline-2 focus-visible:outline-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:no-underline " +
  "dark:text-primary-300 dark:aria-[current=page]:bg-primary-950";

export default function DevLayout() {
  const { t } = useTranslation("dev");
  return (
    <>
      <nav aria-label={t("nav.label")} className="mb-8 border-b border-muted-200 pb-2 dark:border-muted-700">
        <ul className="flex flex-wrap gap-1">
          <li>
            <NavLink to="/dev" end className={linkClasses}>
              {t("index.title")}
            </NavLink>
          </li>
          {DEV_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink to={`/dev/${section}`} className={linkClasses}>
                {t(`${section}.title`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/dev/mail" className={linkClasses}>
              {t("nav.mail")}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
