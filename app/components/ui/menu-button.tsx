import { Link } from "~/components/link";
import { lazy } from "react";
import { AfterHydration } from "./after-hydration";
import { DetailsDisclosure, type DisclosureTriggerProps } from "./details-disclosure";
import { menuHeaderClasses, menuItemClasses } from "./disclosure-styles";

// react-aria (≈55 KB gzip) arrives after hydration, never before it: until then, and without
// JavaScript, the <details> version is the menu.
const AriaMenuButton = lazy(() => import("./aria-menu-button"));

export interface MenuLinkItem {
  id: string;
  label: string;
  href: string;
  description?: string;
}

export type MenuButtonProps = DisclosureTriggerProps & {
  items: MenuLinkItem[];
  /** A line above the items, such as who is signed in or "no notifications". */
  header?: string;
};

/**
 * A menu of links. Server-rendered (and without JavaScript) it is a <details> list of links; once
 * hydrated it is a react-aria menu with arrow keys, typeahead, Escape and focus restore.
 */
export function MenuButton(props: MenuButtonProps) {
  return (
    <AfterHydration fallback={<DetailsMenu {...props} />}>
      <AriaMenuButton {...props} />
    </AfterHydration>
  );
}

function DetailsMenu({ items, header, ...trigger }: MenuButtonProps) {
  return (
    <DetailsDisclosure {...trigger}>
      {header ? <p className={menuHeaderClasses}>{header}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} className={menuItemClasses}>
              <span>{item.label}</span>
              {item.description ? <span className="text-xs text-muted-700 dark:text-muted-300">{item.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </DetailsDisclosure>
  );
}
