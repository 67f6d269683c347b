import { useHref, useNavigate } from "@remix-run/react";
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, RouterProvider, Text } from "react-aria-components";
import { ariaPlacement, menuHeaderClasses, menuItemClasses, panelClasses, popoverWidth, triggerClasses } from "./disclosure-styles";
import type { MenuButtonProps } from "./menu-button";

/** The hydrated MenuButton. Its links navigate through Remix, not with a full page load. */
export default function AriaMenuButton({ label, icon, hideLabel = false, tone = "default", placement = "end", items, header }: MenuButtonProps) {
  const navigate = useNavigate();
  const entries = items.map((item) => (
    <MenuItem key={item.id} id={item.id} href={item.href} textValue={item.label} className={menuItemClasses}>
      <Text slot="label">{item.label}</Text>
      {item.description ? (
        <Text slot="description" className="text-xs text-muted-700 dark:text-muted-300">
          {item.description}
        </Text>
      ) : null}
    </MenuItem>
  ));
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger>
        <Button aria-label={hideLabel ? label : undefined} className={triggerClasses(tone)}>
          {icon}
          {hideLabel ? null : label}
        </Button>
        <Popover placement={ariaPlacement(placement)} offset={8} className={`${panelClasses} ${popoverWidth}`}>
          <Menu aria-label={label} className="outline-none">
            {header ? (
              <MenuSection>
                <Header className={menuHeaderClasses}>{header}</Header>
                {entries}
              </MenuSection>
            ) : (
              entries
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
