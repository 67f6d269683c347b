import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import { type NotificationAttributes, TOOLBAR_NOTIFICATIONS, type notificationList } from "@contract/notifications";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { includedNotifications } from "../auth";
import type { ApiClient } from "./client";

// docs/notifications.md: a user's own notifications; the kinds and their params are the contract's.
export type Notification = Camelized<NotificationAttributes> & { id: string };

const PATH = "/api/v1/notifications";

/** One page of the signed-in user's notifications, newest first, with the total and unread count. */
export async function listNotifications(api: ApiClient, page: { number: number; size: number }, unreadOnly = false) {
  const { data, meta } = await api.get<Notification[]>(PATH, {
    page,
    ...(unreadOnly && { filter: { unread: "true" } }),
  } satisfies ListQuery<typeof notificationList>);
  return { notifications: data, total: Number(meta.total ?? 0), unread: Number(meta.unreadCount ?? 0) };
}

/**
 * The toolbar's bell: the unread count and the newest few, or nothing for a visitor or when the
 * call fails (a page never fails because of its bell). The current user's call includes them;
 * only when it could not are they asked on their own.
 */
export async function toolbarNotifications(context: AppLoadContext) {
  try {
    const { notifications, unread } =
      (await includedNotifications(context)) ?? (await listNotifications(context.api, { number: 1, size: TOOLBAR_NOTIFICATIONS }));
    return { unread, items: notifications.map((n) => ({ id: n.id, title: notificationTitle(context.t, n), href: n.path, at: n.createdAt, read: n.read })) };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("notifications: the bell could not be loaded", error);
    return { unread: 0, items: [] };
  }
}

/** The notification's sentence in the request's language (locales/{nl,en}/notifications.json). */
export const notificationTitle = (t: AppLoadContext["t"], n: Pick<Notification, "kind" | "params">) =>
  t(`notifications:kinds.${n.kind}`, { ...n.params, status: n.params.status ? t(`applications:statuses.${n.params.status}`) : "" });

export async function markNotificationRead(api: ApiClient, id: string, read = true) {
  await api.write("PATCH", `${PATH}/${id}`, "notifications", { read }, id);
}

export async function markAllNotificationsRead(api: ApiClient) {
  await api.request("POST", `${PATH}/mark_all_read`);
}
