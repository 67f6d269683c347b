import type { NotificationAttributes } from "@contract/notifications";
import type { Notification } from "../../db/notifications-schema";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { NOTIFICATIONS } from "./schema";

export const NOTIFICATIONS_PATH = "/api/v1/notifications";

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

/** The link of each notification, from the request's origin. */
export const notificationUrl = resourceUrlOf(NOTIFICATIONS_PATH);

/** One notification as every single-resource answer sends it. */
export const notificationDocument = documentOf(notificationSerializer, toNotificationResource, notificationUrl);
