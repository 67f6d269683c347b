import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import {
  type FieldDecision,
  ORGANIZATION_EDIT_PROPOSALS,
  type OrganizationEditProposalAttributes,
  type ProposalField,
  type ProposalStatus,
  type organizationEditProposalList,
} from "@contract/organization-edit-proposals";
import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";

// Proposed edits (docs/organization-edit-proposals.md). The API decides: members propose, the
// organization's admins and its centre's staff decide per field.

export type OrganizationEditProposal = Camelized<OrganizationEditProposalAttributes> & { id: string };

const PROPOSALS = `/api/v1/${ORGANIZATION_EDIT_PROPOSALS}`;

/** The proposals the caller sees (their own; deciders: their organizations'), filtered. */
export async function listProposals(api: ApiClient, filter: { organizationId?: string; status?: ProposalStatus } = {}): Promise<OrganizationEditProposal[]> {
  const { data } = await api.get<OrganizationEditProposal[]>(PROPOSALS, {
    filter: { organization_id_eq: filter.organizationId, status_eq: filter.status },
    page: { size: 200 },
  } satisfies ListQuery<typeof organizationEditProposalList>);
  return data;
}

/** One proposal; one the caller may not see is the 404 screen. */
export const getProposal = async (api: ApiClient, id: string) => (await orErrorScreen(api.get<OrganizationEditProposal>(`${PROPOSALS}/${id}`))).data;

/** `changes`: field -> proposed text, keys as the API names them ("house_number"). */
export const createProposal = (api: ApiClient, organizationId: string, changes: Partial<Record<ProposalField, string>>, note: string) =>
  api.write<OrganizationEditProposal>("POST", PROPOSALS, ORGANIZATION_EDIT_PROPOSALS, { organizationId, changes, note: note || null });

export const decideProposal = (api: ApiClient, id: string, decisions: Partial<Record<ProposalField, FieldDecision>>) =>
  api.write<OrganizationEditProposal>("PUT", `${PROPOSALS}/${id}`, ORGANIZATION_EDIT_PROPOSALS, { decisions }, id);
