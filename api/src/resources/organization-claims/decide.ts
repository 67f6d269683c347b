import type { CLAIM_DECISIONS } from "@contract/organization-claims";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { configOf } from "../../config";
import { roles } from "../../db/accounts-schema";
import { organizationClaims as claims } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../../notifications/notify";
import type { ClaimRow } from "./queries";

export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/**
 * Accepts or refuses a waiting claim in one batch: its status, on acceptance the admin role, and
 * the claimant's mail and notification. `deciderId` null: accepted by the domain rule, not a person.
 */
export async function decideClaim(c: Context<AppEnv>, row: ClaimRow, status: ClaimDecision, deciderId: number | null) {
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  const accepted = status === "accepted";
  const edit = publicLink(configOf(c.env), tenantId, row.volunteerCenterId, `/organizations/${row.claim.organizationId}/edit`);
  const [, , mail, ...rest] = await db.batch([
    db
      .update(claims)
      .set({ status, decidedById: deciderId, decidedAt: now, updatedAt: now })
      .where(and(eq(claims.tenantId, tenantId), eq(claims.id, row.claim.id), eq(claims.status, "pending"))),
    accepted
      ? db
          .insert(roles)
          .values({ tenantId, userId: row.claim.userId, name: "admin", resourceType: "Organization", resourceId: row.claim.organizationId })
          .onConflictDoNothing()
      : db.select({ id: claims.id }).from(claims).where(eq(claims.id, row.claim.id)),
    outboxInsert(db, tenantId, {
      kind: accepted ? "organization_claim_accepted" : "organization_claim_refused",
      locale: row.locale,
      to: row.email ?? "",
      userId: row.claim.userId,
      vars: {
        ...(await senderFor(db, tenantId, row.volunteerCenterId)),
        name: row.firstName,
        organization: row.organizationName,
        link: accepted ? edit : undefined,
      },
    }),
    ...notifyAll(db, tenantId, {
      userIds: [row.claim.userId],
      kind: accepted ? "organization_claim_accepted" : "organization_claim_refused",
      subject: { type: "Organization", id: row.claim.organizationId },
      path: accepted ? `/organizations/${row.claim.organizationId}/edit` : `/organizations/${row.claim.organizationId}`,
      params: { organization: row.organizationName },
    }),
  ]);
  void rest;
  if (row.email) queueDelivery(c, [(mail as { id: number }[])[0].id]);
}
