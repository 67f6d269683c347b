import { ORGANIZATION_CLAIMS, type OrganizationClaimAttributes } from "@contract/organization-claims";
import { Serializer } from "../../jsonapi/ts-japi";
import type { ClaimRow } from "./claim-queries";

export type ClaimResource = OrganizationClaimAttributes & { id: string };

export const toClaimResource = (row: ClaimRow): ClaimResource => ({
  id: String(row.claim.id),
  organization_id: String(row.claim.organizationId),
  organization_name: row.organizationName,
  user_id: String(row.claim.userId),
  user_name: [row.firstName, row.lastName].filter(Boolean).join(" "),
  user_email: row.email ?? "",
  reason: row.claim.reason,
  status: row.claim.status,
  domain_match: row.claim.domainMatch === 1,
  decided_at: row.claim.decidedAt,
  created_at: row.claim.createdAt,
});

export const claimSerializer = new Serializer<ClaimResource>(ORGANIZATION_CLAIMS);
