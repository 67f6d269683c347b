import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { mailEach } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { notify } from "../../notifications/notify";
import { checkTransition } from "./transitions";
import { listOrganizationAdmins } from "./write-queries";

/**
 * The columns and mails of a status change (none when the status stays): 422 for an illegal
 * transition; one outbox mail per admin of the organization, in their language, with the reason
 * when staff gave one: an organization hears of every decision about it, not only of refusals.
 */
export async function statusChange(c: Context<AppEnv>, org: Organization, to: Organization["status"] | undefined, reason: string | undefined) {
  if (to === undefined || to === org.status) return { values: {}, mails: [] as BatchItem<"sqlite">[] };
  checkTransition(org.status, to);
  const values = {
    status: to,
    statusReason: reason ?? null,
    statusChangedAt: new Date().toISOString(),
  };
  const { db, tenantId } = c.var;
  const [admins, sender] = await Promise.all([listOrganizationAdmins(db, tenantId, org.id), senderFor(db, tenantId, org.volunteerCenterId)]);
  const mails: BatchItem<"sqlite">[] = mailEach(db, tenantId, "organization_status", admins, sender, () => ({ organization: org.name, status: to, reason }));
  // Approval is news worth a notification too (docs/notifications.md); it returns no ids.
  const told =
    to === "approved"
      ? notify(db, tenantId, {
          userIds: admins.map((admin) => admin.id),
          kind: "organization_approved",
          subject: { type: "Organization", id: org.id },
          path: `/organizations/${org.id}`,
          params: { organization: org.name },
        })
      : undefined;
  if (told !== undefined) mails.push(told);
  return { values, mails };
}
