import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/components/ui/date-time";
import type { DisclosureTriggerProps } from "~/components/ui/details-disclosure";
import { BellIcon } from "~/components/ui/icons";
import { MenuButton } from "~/components/ui/menu-button";

export interface ToolbarNotification {
  id: string;
  title: string;
  href: string;
  /** ISO 8601 moment. */
  at: string;
}

/** The latest notifications as links, with "no notifications" when there are none, and the full list. */
export function NotificationsMenu({
  notifications,
  ...trigger
}: { notifications: ToolbarNotification[] } & Omit<DisclosureTriggerProps, "label">) {
  const { t, i18n } = useTranslation("ui");
  const items = notifications.map((notification) => ({
    id: notification.id,
    label: notification.title,
    href: notification.href,
    description: formatDateTime(notification.at, i18n.language),
  }));
  return (
    <MenuButton
      {...trigger}
      label={notifications.length ? t("notifications.labelCount", { count: notifications.length }) : t("notifications.label")}
      icon={<BellIcon />}
      header={notifications.length ? undefined : t("notifications.empty")}
      items={[...items, { id: "all", label: t("notifications.all"), href: "/notificaties" }]}
    />
  );
}
