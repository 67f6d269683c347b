import { ORGANIZATION_CLAIMS, type ClaimStatus, type OrganizationClaimAttributes, type organizationClaimList } from "@contract/organization-claims";
import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";

// "This is my organization" (docs/organization-claims.md). The API decides: anyone signed in
// asks, the organization's centre's staff decide.

export type OrganizationClaim = Camelized<OrganizationClaimAttributes> & { id: string };

const CLAIMS = `/api/v1/${ORGANIZATION_CLAIMS}`;

/** The claims the caller sees (their own; staff: their centres'), filtered. */
export async function listClaims(api: ApiClient, filter: { organizationId?: string; status?: ClaimStatus } = {}): Promise<OrganizationClaim[]> {
  const { data } = await api.get<OrganizationClaim[]>(CLAIMS, {
    filter: { organization_id_eq: filter.organizationId, status_eq: filter.status },
    page: { size: 200 },
  } satisfies ListQuery<typeof organizationClaimList>);
  return data;
}

export const getClaim = async (api: ApiClient, id: string) => (await api.get<OrganizationClaim>(`${CLAIMS}/${id}`)).data;

export const createClaim = (api: ApiClient, organizationId: string, reason: string) =>
  api.write<OrganizationClaim>("POST", CLAIMS, ORGANIZATION_CLAIMS, { organizationId, reason });

export const decideClaim = (api: ApiClient, id: string, status: "accepted" | "refused") =>
  api.write<OrganizationClaim>("PUT", `${CLAIMS}/${id}`, ORGANIZATION_CLAIMS, { status }, id);
