import { TOOLBAR_NOTIFICATIONS } from "@contract/notifications";
import type { Context } from "hono";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import type { Beside } from "../../auth/authenticate";
import { sessionUserOrganizations } from "../current-organizations/queries";
import { sessionUserNotifications } from "../notifications/queries";

export const CURRENT_USER_PATH = "/api/v1/current_user";

/** What GET /current_user includes, as read beside the session (c.var.besideSession). */
export interface BesideCurrentUser {
  organizations?: Organization[];
  notifications?: ReturnType<typeof sessionUserNotifications.page>;
}

/**
 * The organizations and newest notifications GET /current_user includes, read in the session's
 * own D1 batch (auth/authenticate.ts): the web's layout asks for them on every signed-in page,
 * and read after the session they were a second D1 round trip on every such page's critical path.
 * Nothing for any other request. A malformed include is refused by the route (400) all the same.
 */
export function besideCurrentUser(c: Context<AppEnv>): Beside | undefined {
  if (c.req.method !== "GET" || c.req.path !== CURRENT_USER_PATH) return undefined;
  const include = c.req.query("include")?.split(",") ?? [];
  const organizations = include.includes("current_organizations");
  const notifications = include.includes("notifications");
  if (!organizations && !notifications) return undefined;
  const firstPage =
    (read: (typeof sessionUserNotifications.reads)[number]) =>
    (...[db, values]: Parameters<typeof read>) =>
      read(db, { ...values, limit: TOOLBAR_NOTIFICATIONS, offset: 0 });
  return {
    reads: [...(organizations ? [sessionUserOrganizations] : []), ...(notifications ? sessionUserNotifications.reads.map(firstPage) : [])],
    answer: (rows): BesideCurrentUser => ({
      ...(organizations && { organizations: rows[0] as Organization[] }),
      ...(notifications && { notifications: sessionUserNotifications.page(rows.slice(organizations ? 1 : 0)) }),
    }),
  };
}
