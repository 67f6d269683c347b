import { NavLink } from "@remix-run/react";

export type SubNavLink = { to: string; label: string; end?: boolean };

const linkClasses =
  "inline-flex min-h-10 items-center rounded-theme px-3 text-sm font-medium text-primary-800 underline-offset-4 hover:underline " +
  "focus-visible:outline-2 focus-visible:outline-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:no-underline " +
  "dark:text-primary-300 dark:aria-[current=page]:bg-primary-950";

/**
 * The row of tabs under a layout's title (the profile's edit pages, the developer pages): NavLink
 * marks the current page with aria-current, which the classes show. `end` for a layout's own index.
 */
export function SubNav({ label, links }: { label: string; links: readonly SubNavLink[] }) {
  return (
    <nav aria-label={label} className="mb-8 border-b border-muted-200 pb-2 dark:border-muted-700">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClasses}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
