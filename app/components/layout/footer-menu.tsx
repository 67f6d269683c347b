import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { MenuLink } from "~/.server/api/menu-items";

/** The centre's own footer menu (/content/menu-items), items under an item as a nested list. */
export function FooterMenu({ menu }: { menu: MenuLink[] }) {
  const { t } = useTranslation();
  if (!menu.length) return null;
  return (
    <nav aria-label={t("layout.centerMenu")} className="w-full">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {menu.map((item) => (
          <li key={item.id}>
            <Link to={item.href} className="underline">
              {item.label}
            </Link>
            {item.children.length ? (
              <ul className="mt-1 grid gap-1 pl-4">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.href} className="underline">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
