import type { TFunction } from "~/i18n-t";
import type { ActivityItem } from "~/components/activity-panel";
import type { ToolbarNotification } from "~/components/toolbar/notifications-menu";

// Made-up content for the style guide: fixed moments, so every visit renders the same page.
export const sampleActivity = (t: TFunction): ActivityItem[] => [
  { id: "a1", title: t("dev:samples.activity.applied"), href: "/applications", at: "2025-03-03T13:05:00Z" },
  { id: "a2", title: t("dev:samples.activity.published"), href: "/vacancies", at: "2025-03-02T09:30:00Z" },
  { id: "a3", title: t("dev:samples.activity.joined"), at: "2025-02-27T16:45:00Z" },
];

export const sampleNotifications = (t: TFunction): ToolbarNotification[] => [
  { id: "n1", title: t("dev:samples.notifications.application"), href: "/notificaties", at: "2025-03-03T12:00:00Z" },
  { id: "n2", title: t("dev:samples.notifications.message"), href: "/conversations", at: "2025-03-01T08:15:00Z" },
];

export const sampleUser = { name: "Sanne de Vries", email: "sanne@example.org" };

// Oldebroek's village centre: somewhere real, so the OpenStreetMap link shows a sensible place.
export const samplePlace = { lat: 52.4446, lng: 5.9009, address: "Zuiderzeestraatweg, Oldebroek" };
