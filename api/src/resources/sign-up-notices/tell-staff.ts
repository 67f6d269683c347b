import type { BatchItem } from "drizzle-orm/batch";
import type { User } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import { mailEach } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { webLink } from "../../mail/web-link";
import type { TenantId } from "../../tenancy";
import { notify } from "../../notifications/notify";
import { holdsAnyRole, staffToTell } from "./queries";
import { userName } from "../../mail/person";

/**
 * What tells a centre's staff of a new volunteer (docs/users.md "Told of sign-ups"): a mail to
 * each who has not switched it off, and the same on their bell, as statements for the batch that
 * confirms the account (outbox inserts first, so their ids read from the batch's results).
 * Told once the address is confirmed, not at the sign-up itself: a sign-up nobody confirms is
 * nobody (and typed by anyone), while a confirmed one is a person the centre may contact. An
 * account with a role came by an organization's sign-up (staff hear of that already) or an
 * invitation (staff made it): nothing to tell.
 */
export async function signUpNotices(db: Database, tenantId: TenantId, env: AppEnv["Bindings"], user: User): Promise<BatchItem<"sqlite">[]> {
  const centerId = user.volunteerCenterId;
  if (centerId === null || user.status !== "active" || (await holdsAnyRole(db, tenantId, user.id))) return [];
  const [staff, sender] = await Promise.all([staffToTell(db, tenantId, centerId), senderFor(db, tenantId, centerId)]);
  if (staff.length === 0) return [];
  const path = `/users/${user.id}`;
  const volunteer = userName(user);
  const mails = mailEach(db, tenantId, "user_signed_up", staff, sender, () => ({ volunteer, link: webLink(env, { tenantId, centerId }, path) }));
  const told = notify(db, tenantId, {
    userIds: staff.map((s) => s.id),
    kind: "user_signed_up",
    subject: { type: "User", id: user.id },
    path,
    params: { volunteer },
  });
  return [...mails, ...(told ? [told] : [])];
}
