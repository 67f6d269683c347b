import { z } from "zod";
import { resourceSpecs } from "../list";
import { organizationRules, profileRules } from "../organizations";
import { addressRules, integerId } from "../rules";
import { type Powers, canEditOrganization } from "../users";

/**
 * Proposed edits (issue 19, docs/organization-edit-proposals.md): a member of an organization who
 * may not edit it proposes new values for some of its details; its admins (or its centre's staff)
 * see them beside the current values and accept or reject each field. Nothing changes before
 * that; the proposer is told the outcome.
 */
export const ORGANIZATION_EDIT_PROPOSALS = "organization_edit_proposals";

/** The details a member may propose, in the order the screens show them. */
export const PROPOSAL_FIELDS = ["name", "description", "website", "donation_url", "phone", "email", "street", "house_number", "postal_code", "city"] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

/** Where a field lives on the organization (its own row, the profile, the address). */
export const PROPOSAL_FIELD_PLACE: Record<ProposalField, "organization" | "profile" | "address"> = {
  name: "organization",
  description: "profile",
  website: "profile",
  // Where to give the organization money (issue 49): proposed like the website.
  donation_url: "profile",
  phone: "profile",
  email: "profile",
  street: "address",
  house_number: "address",
  postal_code: "address",
  city: "address",
};

/** pending until decided; then accepted (every field), rejected (none) or partly_accepted. */
export const PROPOSAL_STATUSES = ["pending", "accepted", "partly_accepted", "rejected"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const FIELD_DECISIONS = ["accepted", "rejected"] as const;
export type FieldDecision = (typeof FIELD_DECISIONS)[number];

export const PROPOSAL_NOTE_MAX = 1000;

// "" clears a field; only the name can't be empty.
const clearable = (rule: z.ZodTypeAny) => z.union([z.literal(""), rule]);

/** Each proposed value's rule: the organization's own, so an accepted value is always valid. */
export const proposalFieldRules: Record<ProposalField, z.ZodTypeAny> = {
  name: organizationRules.name,
  description: clearable(profileRules.description),
  website: clearable(profileRules.website),
  donation_url: clearable(profileRules.donation_url),
  phone: clearable(profileRules.phone),
  email: clearable(profileRules.email),
  street: clearable(addressRules.street),
  house_number: clearable(addressRules.house_number),
  postal_code: clearable(addressRules.postal_code),
  city: clearable(addressRules.city),
};

/** One proposed field on the wire. */
export interface ProposalChange {
  field: ProposalField;
  /** The organization's value now (null: empty, or hidden from the proposer). */
  current: string | null;
  /** The proposed value ("" clears the field). */
  proposed: string;
  /** null while pending. */
  decision: FieldDecision | null;
}

export const ORGANIZATION_EDIT_PROPOSAL_ATTRIBUTES = [
  "organization_id",
  "organization_name",
  "volunteer_center_id",
  "user_id",
  "user_name",
  "note",
  "changes",
  "status",
  "decided_at",
  "created_at",
] as const;

export interface OrganizationEditProposalAttributes {
  organization_id: string;
  organization_name: string;
  /**
   * The organization's centre (null for none): whose staff decide it, so a screen knows whether to
   * show the decision without asking for the organization as well.
   */
  volunteer_center_id: string | null;
  /** The proposer (a name, never an address). */
  user_id: string;
  user_name: string;
  note: string | null;
  changes: ProposalChange[];
  status: ProposalStatus;
  decided_at: string | null;
  created_at: string;
}

/** GET /organization_edit_proposals: those who decide see their organizations'; everyone their own. */
export const { show: organizationEditProposalShow, list: organizationEditProposalList } = resourceSpecs(
  ORGANIZATION_EDIT_PROPOSALS,
  ORGANIZATION_EDIT_PROPOSAL_ATTRIBUTES,
  {
    page: { defaultSize: 50, maxSize: 200 },
    filter: {
      organization_id_eq: integerId,
      status_eq: z.enum(PROPOSAL_STATUSES),
    },
  },
);

/** The status of a proposal from its fields' decisions. */
export function proposalStatus(decisions: readonly FieldDecision[]): ProposalStatus {
  if (decisions.length === 0) return "pending";
  if (decisions.every((d) => d === "accepted")) return "accepted";
  if (decisions.every((d) => d === "rejected")) return "rejected";
  return "partly_accepted";
}

/**
 * Who may propose: anyone signed in who may not edit it (who may, edits). A proposal changes
 * nothing until the organization's admins or staff accept it, so a visitor who knows better need
 * not belong to it (until session 49 only its members could). That they see it is the caller's check.
 */
export const mayProposeEdit = <Id>(powers: Powers<Id>, org: { id: Id; volunteerCenterId: Id | null }) => !canEditOrganization(powers, org);
