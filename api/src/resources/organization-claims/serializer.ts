import { ORGANIZATION_CLAIMS, type OrganizationClaimAttributes } from "@contract/organization-claims";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { ClaimRow } from "./queries";
import type { showQuery } from "./schema";

export const ORGANIZATION_CLAIMS_PATH = `/api/v1/${ORGANIZATION_CLAIMS}`;

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

/** The link of each claim, from the request's origin. */
export const claimUrl = resourceUrlOf(ORGANIZATION_CLAIMS_PATH);

/** One claim as every single-resource answer sends it. */
export const claimDocument = (row: ClaimRow, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(claimSerializer, toClaimResource(row), {
    ...query,
    selfUrl: claimUrl(requestUrl)({ id: String(row.claim.id) }),
    resourceUrl: claimUrl(requestUrl),
  });
