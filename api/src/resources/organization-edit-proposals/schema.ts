import {
  FIELD_DECISIONS,
  PROPOSAL_FIELDS,
  PROPOSAL_NOTE_MAX,
  type ProposalField,
  organizationEditProposalList,
  organizationEditProposalShow,
  proposalFieldRules,
} from "@contract/organization-edit-proposals";
import { withScheme } from "@contract/organizations/website";
import { z } from "zod";
import { idAttribute } from "../../jsonapi/ids";

/** The request document's types (the spec's clients send the plural). */
export const PROPOSAL_TYPES = ["organization_edit_proposals", "organization_edit_proposal"];

// A website (or donation page) without its scheme gets https://, as in the edit form (the rule needs a full URL).
const fieldValue = (field: ProposalField) =>
  z
    .string({ invalid_type_error: `${field} must be a string.` })
    .transform((v) => ((field === "website" || field === "donation_url") && v.trim() !== "" ? String(withScheme(v.trim())) : v))
    .pipe(proposalFieldRules[field]);

const changes = z
  .object(Object.fromEntries(PROPOSAL_FIELDS.map((f) => [f, fieldValue(f).optional()])) as unknown as Record<ProposalField, z.ZodTypeAny>)
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Propose at least one change.", params: { code: "blank" } });

export const indexQuery = organizationEditProposalList;
export const showQuery = organizationEditProposalShow;

/** POST: which organization, the proposed values (field -> text, "" clears) and an optional note. */
export const createAttributes = z
  .object({
    organization_id: idAttribute("Organization id"),
    changes,
    note: z
      .string({ invalid_type_error: "Note must be a string." })
      .trim()
      .max(PROPOSAL_NOTE_MAX, `Note is too long (maximum is ${PROPOSAL_NOTE_MAX} characters).`)
      .nullable()
      .optional(),
  })
  .strict();

/** PUT/PATCH: one decision for every proposed field (checked against the proposal in the route). */
export const decideAttributes = z
  .object({
    decisions: z.record(
      z.enum(PROPOSAL_FIELDS, { errorMap: () => ({ message: "Not a field that can be proposed." }) }),
      z.enum(FIELD_DECISIONS, { errorMap: () => ({ message: "A decision is accepted or rejected." }) }),
    ),
  })
  .strict();

export type CreateAttributes = z.output<typeof createAttributes>;
