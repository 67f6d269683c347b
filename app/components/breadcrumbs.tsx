import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
}

/** Where a detail page sits: home, its section, the page itself (marked as the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t("nav.home"), href: "/" }, ...items];
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Link to={crumb.href} className="text-primary-800 underline dark:text-primary-300">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="wrap-anywhere">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
