import { useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { MenuLink } from "~/.server/api/menu-items";
import { currentNavId, type NavLink } from "~/utils/nav-current";

const linkClasses =
  "inline-flex min-h-10 items-center gap-2 rounded-theme px-3 text-sm font-semibold outline-offset-2 " +
  "hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-current aria-[current=page]:underline " +
  "aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

/**
 * The centre's own header menu (/content/menu-items): a link, or for an item with items under it a
 * <details> that opens the item and its children (no JavaScript needed).
 */
function CenterMenuItems({ menu }: { menu: MenuLink[] }) {
  const { pathname } = useLocation();
  const current = (href: string) => (href === pathname ? "page" : undefined);
  return menu.map((item) => (
    <li key={`menu-${item.id}`} className="relative">
      {item.children.length ? (
        <details className="group/sub">
          <summary className={`${linkClasses} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{item.label}</summary>
          <ul className="grid gap-1 py-1 lg:absolute lg:left-0 lg:top-full lg:min-w-48 lg:rounded-theme lg:bg-primary-700 lg:p-2 lg:shadow-lg">
            {[item, ...item.children].map((link) => (
              <li key={link.id}>
                <Link to={link.href} className={linkClasses} aria-current={current(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <Link to={item.href} className={linkClasses} aria-current={current(item.href)} data-nav={`menu-${item.id}`}>
          {item.label}
        </Link>
      )}
    </li>
  ));
}

function NavLinks({ items, menu = [], className }: { items: NavLink[]; menu?: MenuLink[]; className: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentNavId(pathname, items);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href} className={linkClasses} aria-current={item.id === current ? "page" : undefined} data-nav={item.id}>
            {t(`nav.${item.label}`)}
            {item.count !== undefined ? (
              // An outline, not a tint: small text on a tint of its own colour fell below 4.5:1.
              <span className="rounded-full px-2 text-xs ring-1 ring-current" aria-label={t("nav.count", { count: item.count })}>
                {item.count}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
      <CenterMenuItems menu={menu} />
    </ul>
  );
}

/**
 * Every visitor's navigation in the header. From `lg` up the links sit in the bar; narrower (a
 * phone, a tablet: a centre's own header menu can hold several links) they open under a "Menu"
 * <details>, which needs no JavaScript. Two lists, one of them display:none at
 * any width, so a screen reader meets the links once.
 */
export function PrimaryNav({ items, menu = [] }: { items: NavLink[]; menu?: MenuLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.primary")} className="contents">
      <NavLinks items={items} menu={menu} className="hidden items-center gap-1 lg:flex" />
      <details className="group/menu lg:hidden">
        <summary className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-theme px-3 text-sm font-semibold outline-offset-2 hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-current group-open/menu:bg-current/15 [&::-webkit-details-marker]:hidden">
          {t("nav.menu")}
        </summary>
        <div data-header-panel className="absolute inset-x-0 top-full border-t border-current/20 bg-primary-700 px-4 py-2 shadow-lg">
          <NavLinks items={items} menu={menu} className="flex flex-col" />
        </div>
      </details>
    </nav>
  );
}

/** The signed-in user's links by role, in a strip under the header bar; it wraps on a phone. */
export function RoleNav({ items }: { items: NavLink[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <nav aria-label={t("nav.role")} className="border-t border-current/20">
      <NavLinks items={items} className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2" />
    </nav>
  );
}
