import { FIELD_DECISIONS, type FieldDecision, type ProposalField } from "@contract/organization-edit-proposals";
import type { OrganizationEditProposal } from "~/.server/api/organization-edit-proposals";

/** The form's decision per proposed field (`decision.<field>`); null when one is missing or odd. */
export function decisionsFrom(form: FormData, proposal: OrganizationEditProposal) {
  const decisions: Partial<Record<ProposalField, FieldDecision>> = {};
  for (const { field } of proposal.changes) {
    const value = form.get(`decision.${field}`);
    if (!FIELD_DECISIONS.includes(value as FieldDecision)) return null;
    decisions[field] = value as FieldDecision;
  }
  return decisions;
}
