import { type Actor } from "../../auth/actor";
import { decidedRequestGuards } from "../../auth/decided-requests";
import { canManage } from "../../auth/organization-access";
import { type ClaimRow, findClaim } from "./queries";

/** The organization's centre's staff and super admins decide a claim. */
export const decides = (actor: Actor, row: ClaimRow) =>
  canManage(actor, { id: row.claim.organizationId, volunteerCenterId: row.volunteerCenterId } as Parameters<typeof canManage>[1]);

/** The claim of the path: to its maker and to those who decide it (else 404); to decide, to those only (403). */
export const { visible: visibleClaim, decidable: decidableClaim } = decidedRequestGuards(
  "claim",
  findClaim,
  (row) => row.claim.userId,
  decides,
  "Only the organization's centre's staff decide claims.",
);
