import { useTranslation } from "~/i18n-t";
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
  /** Unread ones are marked in the list (docs/notifications.md). */
  read?: boolean;
}

/**
 * The newest notifications as links, with "no notifications" when there are none, and the full
 * list. The bell carries the unread count (in its name and as a badge), without JavaScript too.
 */
export function NotificationsMenu({
  notifications,
  unread = 0,
  ...trigger
}: { notifications: ToolbarNotification[]; unread?: number } & Omit<DisclosureTriggerProps, "label">) {
  const { t, i18n } = useTranslation("ui");
  const items = notifications.map((notification) => ({
    id: notification.id,
    label: notification.read === false ? t("notifications.unreadItem", { title: notification.title }) : notification.title,
    href: notification.href,
    description: formatDateTime(notification.at, i18n.language),
  }));
  const icon = (
    <span className="relative inline-flex">
      <BellIcon />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -right-2 -top-2 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </span>
  );
  return (
    <MenuButton
      {...trigger}
      label={unread > 0 ? t("notifications.labelCount", { count: unread }) : t("notifications.label")}
      icon={icon}
      header={notifications.length ? undefined : t("notifications.empty")}
      items={[...items, { id: "all", label: t("notifications.all"), href: "/notificaties" }]}
    />
  );
}
