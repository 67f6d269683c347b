import type { NotificationAttributes } from "@contract/notifications";
import type { Notification } from "../../db/notifications-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { NOTIFICATIONS } from "./schema";

export type NotificationResource = NotificationAttributes & { id: string };

function parseParams(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const toNotificationResource = (n: Notification): NotificationResource => ({
  id: String(n.id),
  kind: n.kind,
  subject_type: n.subjectType,
  subject_id: String(n.subjectId),
  params: parseParams(n.params),
  path: n.path,
  read: n.readAt !== null,
  read_at: n.readAt,
  created_at: n.createdAt,
});

export const notificationSerializer = new Serializer<NotificationResource>(NOTIFICATIONS);
