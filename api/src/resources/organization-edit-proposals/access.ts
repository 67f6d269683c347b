import type { Context } from "hono";
import { type Actor, loadActor } from "../../auth/actor";
import { canEdit } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { type ProposalRow, findProposal } from "./queries";

/** Its organization's admins, its centre's staff and super admins decide; they see hidden fields. */
export const decides = (actor: Actor, row: Pick<ProposalRow, "organization">) => canEdit(actor, row.organization);

/** The proposal of the path, to its proposer and to those who decide it; else a 404. */
export async function visibleProposal(c: Context<AppEnv>) {
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findProposal);
  if (row === undefined || (row.proposal.userId !== actor.user?.id && !decides(actor, row))) throw notFound(`There is no proposal ${param}.`);
  return { actor, row };
}

/** The proposal of the path, to those who decide it: 404 as visibleProposal, then 403 for its proposer. */
export async function decidableProposal(c: Context<AppEnv>) {
  const found = await visibleProposal(c);
  if (!decides(found.actor, found.row)) throw forbidden("Only the organization's admins and its centre's staff decide proposed changes.");
  return found;
}
