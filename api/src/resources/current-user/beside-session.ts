import { TOOLBAR_NOTIFICATIONS } from "@contract/notifications";
import type { Context } from "hono";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import type { Beside } from "../../auth/authenticate";
import { sessionUserOrganizations } from "../current-organizations/queries";
import { sessionUserNotifications } from "../notifications/queries";
import { type PendingPerCentre, pendingPerCentre } from "./organizations-to-review";

export const CURRENT_USER_PATH = "/api/v1/current_user";

/** What GET /current_user includes, as read beside the session (c.var.besideSession). */
export interface BesideCurrentUser {
  organizations?: Organization[];
  notifications?: ReturnType<typeof sessionUserNotifications.page>;
  pendingPerCentre?: PendingPerCentre;
}

type Read = Beside["reads"][number];

const firstPage =
  (read: (typeof sessionUserNotifications.reads)[number]): Read =>
  (db, values) =>
    read(db, { ...values, limit: TOOLBAR_NOTIFICATIONS, offset: 0 });

// Each include read beside the session: its statements, and its answer from their rows.
const INCLUDED: Record<string, { reads: Read[]; answer: (rows: unknown[][]) => BesideCurrentUser }> = {
  current_organizations: { reads: [sessionUserOrganizations], answer: ([rows]) => ({ organizations: rows as Organization[] }) },
  notifications: { reads: sessionUserNotifications.reads.map(firstPage), answer: (rows) => ({ notifications: sessionUserNotifications.page(rows) }) },
  organizations_to_review: { reads: [pendingPerCentre], answer: ([rows]) => ({ pendingPerCentre: rows as PendingPerCentre }) },
};

/**
 * The organizations, newest notifications and organizations to review GET /current_user
 * includes, read in the session's own D1 batch (auth/authenticate.ts): the web's layout asks for
 * them on every signed-in page, and read after the session they were a second D1 round trip on
 * every such page's critical path. Nothing for any other request. A malformed include is refused
 * by the route (400) all the same.
 */
export function besideCurrentUser(c: Context<AppEnv>): Beside | undefined {
  if (c.req.method !== "GET" || c.req.path !== CURRENT_USER_PATH) return undefined;
  return besideIncludes(c.req.query("include"));
}

/** The same for a call of a batch (resources/batch): its query's include, as the route will read it. */
export function besideIncludes(include: string | undefined): Beside | undefined {
  const names = include?.split(",") ?? [];
  const asked = Object.keys(INCLUDED).filter((name) => names.includes(name));
  if (asked.length === 0) return undefined;
  return {
    reads: asked.flatMap((name) => INCLUDED[name].reads),
    answer: (rows) => {
      let at = 0;
      const answers = asked.map((name) => {
        const { reads, answer } = INCLUDED[name];
        at += reads.length;
        return answer(rows.slice(at - reads.length, at));
      });
      return Object.assign({}, ...answers) as BesideCurrentUser;
    },
  };
}
