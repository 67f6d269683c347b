import {
  type FieldDecision,
  ORGANIZATION_EDIT_PROPOSALS,
  type OrganizationEditProposalAttributes,
  PROPOSAL_FIELDS,
  type ProposalField,
} from "@contract/organization-edit-proposals";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { currentValue } from "./fields";
import type { ProposalRow } from "./queries";
import type { showQuery } from "./schema";

export const ORGANIZATION_EDIT_PROPOSALS_PATH = `/api/v1/${ORGANIZATION_EDIT_PROPOSALS}`;

/** The web page of a proposal, for its links in mails and notifications. */
export const proposalPage = (id: number) => `/organizations/proposals/${id}`;

export type ProposalResource = OrganizationEditProposalAttributes & { id: string };

/** The stored JSON objects, read back in the screens' field order. */
export const changesOf = (row: ProposalRow) => JSON.parse(row.proposal.changes) as Partial<Record<ProposalField, string>>;
export const decisionsOf = (row: ProposalRow) => JSON.parse(row.proposal.decisions ?? "{}") as Partial<Record<ProposalField, FieldDecision>>;

/** `seesHidden`: whether the caller sees contact fields marked "staff" (not the proposer, as such). */
export function toProposalResource(row: ProposalRow, seesHidden: boolean): ProposalResource {
  const changes = changesOf(row);
  const decisions = decisionsOf(row);
  return {
    id: String(row.proposal.id),
    organization_id: String(row.proposal.organizationId),
    organization_name: row.organization.name,
    volunteer_center_id: row.organization.volunteerCenterId === null ? null : String(row.organization.volunteerCenterId),
    user_id: String(row.proposal.userId),
    user_name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    note: row.proposal.note,
    changes: PROPOSAL_FIELDS.filter((f) => changes[f] !== undefined).map((field) => ({
      field,
      current: currentValue(row, field, seesHidden),
      proposed: changes[field]!,
      decision: decisions[field] ?? null,
    })),
    status: row.proposal.status,
    decided_at: row.proposal.decidedAt,
    created_at: row.proposal.createdAt,
  };
}

export const proposalSerializer = new Serializer<ProposalResource>(ORGANIZATION_EDIT_PROPOSALS);

/** The link of each proposal, from the request's origin. */
export const proposalUrl = resourceUrlOf(ORGANIZATION_EDIT_PROPOSALS_PATH);

/** One proposal as every single-resource answer sends it; `seesHidden` as toProposalResource. */
export const proposalDocument = (row: ProposalRow, seesHidden: boolean, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(proposalSerializer, toProposalResource(row, seesHidden), {
    ...query,
    selfUrl: proposalUrl(requestUrl)({ id: String(row.proposal.id) }),
    resourceUrl: proposalUrl(requestUrl),
  });
