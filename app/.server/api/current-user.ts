import { CURRENT_USER_INCLUDES } from "@contract/users";
import type { ApiClient } from "./client";
import type { Resource } from "./document";
import type { Notification } from "./notifications";
import { asCurrentUser, type CurrentUser, type Organization } from "./users";

// The signed-in user's own account, and becoming someone else (spec section 7, "Current user").
const CURRENT_USER = "/api/v1/current_user";

/** GET /current_user with its roles: who the credentials belong to. */
export async function readCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const { data } = await api.get<Resource>(CURRENT_USER, { include: ["roles"] });
  return asCurrentUser(data);
}

/** The first page of the user's notifications as the bell shows it (GET /notifications's meta). */
export interface NotificationsPage {
  notifications: Notification[];
  total: number;
  unread: number;
}

/** The current user with what every signed-in page's layout shows, in one call (issue 47). */
export interface SignedIn {
  user: CurrentUser;
  /** The organizations the user may act for (GET /current_organizations's list). */
  organizations: Organization[];
  /** The newest TOOLBAR_NOTIFICATIONS and the counts. */
  notifications: NotificationsPage;
  /** Pending organizations the user may approve or deny, up to 100 (the staff's navigation). */
  organizationsToReview: number;
}

/**
 * GET /current_user including the user's organizations, newest notifications and the count of
 * organizations to review (contract/users CURRENT_USER_INCLUDES): what the layout of every
 * signed-in page shows, one api call instead of four.
 */
export async function readSignedIn(api: ApiClient): Promise<SignedIn> {
  const { data } = await api.get<Resource>(CURRENT_USER, { include: CURRENT_USER_INCLUDES });
  // The user itself without them: loaders hand the user on, the layout's parts go their own way.
  const { currentOrganizations, notifications, relationshipMeta, ...user } = data;
  const meta = relationshipMeta as { notifications?: { total?: number; unreadCount?: number }; organizationsToReview?: { total?: number } } | undefined;
  const counts = meta?.notifications;
  return {
    user: asCurrentUser(user as Resource),
    organizations: (currentOrganizations ?? []) as Organization[],
    notifications: {
      notifications: (notifications ?? []) as Notification[],
      total: Number(counts?.total ?? 0),
      unread: Number(counts?.unreadCount ?? 0),
    },
    organizationsToReview: Number(meta?.organizationsToReview?.total ?? 0),
  };
}

/** The organizations the signed-in user may act for. */
export async function listCurrentOrganizations(api: ApiClient): Promise<Organization[]> {
  return (await api.get<Organization[]>("/api/v1/current_organizations")).data;
}

/** Saves profile attributes (camelCase; the client snake_cases them) on the signed-in user, `id`. */
export const updateCurrentUser = (api: ApiClient, id: string, attributes: object) => api.write("PATCH", CURRENT_USER, "users", attributes, id);

/** Deletes the signed-in user's account for good. */
export const deleteCurrentUser = (api: ApiClient) => api.request("DELETE", CURRENT_USER);

/** POST /sign_in_as_user: staff act as user `userId`; the client then holds that user's credentials. */
export async function signInAsUser(api: ApiClient, userId: string): Promise<CurrentUser> {
  return (await api.write<CurrentUser>("POST", "/api/v1/sign_in_as_user", "users", { userId })).data;
}
