import { type Actor } from "../../auth/actor";
import { decidedRequestGuards } from "../../auth/decided-requests";
import { canEdit } from "../../auth/organization-access";
import { type ProposalRow, findProposal } from "./queries";

/** Its organization's admins, its centre's staff and super admins decide; they see hidden fields. */
export const decides = (actor: Actor, row: Pick<ProposalRow, "organization">) => canEdit(actor, row.organization);

/** The proposal of the path: to its proposer and to those who decide it (else 404); to decide, to those only (403). */
export const { visible: visibleProposal, decidable: decidableProposal } = decidedRequestGuards(
  "proposal",
  findProposal,
  (row) => row.proposal.userId,
  decides,
  "Only the organization's admins and its centre's staff decide proposed changes.",
);
