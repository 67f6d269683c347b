import type { AppLoadContext } from "@remix-run/cloudflare";
import { listClaims } from "./api/organization-claims";
import { listProposals } from "./api/organization-edit-proposals";
import { getOrganization } from "./api/organizations";
import type { CurrentUser } from "./api/users";
import { requireUser } from "./auth";
import { idParams, parseParams } from "./not-found";
import { readAheadById } from "./read-ahead";
import { safeRedirect } from "./safe-redirect";
import { mayEditOrganization, mayProposeOrganizationEdit } from "./permissions";

/** The claim and propose-a-change links of an organization's page, and what waits. */
export interface EntryActions {
  edits: boolean;
  /** The claim form, "pending" while the visitor's claim waits, or null for those who edit it. */
  claim: string | null;
  proposal: { propose: string | null; own: string | null; waiting: number };
}

/**
 * What a visitor may do about an organization's entry, on /organizations/{id} and
 * /sociale-kaart/{id} alike (docs/organization-claims.md, docs/organization-edit-proposals.md):
 * anyone who does not edit it may claim it or propose a change. A signed-out visitor gets the same
 * two links, which ask them to sign in or up and then come back (requireUser's redirectTo); so the
 * anonymous page stays one page for everyone, as the edge cache keeps it.
 */
export async function entryActions(
  context: AppLoadContext,
  organization: { id: string; volunteerCenterId: string | null },
  user: CurrentUser | null,
): Promise<EntryActions> {
  const id = organization.id;
  if (user === null) return { edits: false, claim: `/organizations/${id}/claim`, proposal: { propose: `/organizations/${id}/propose`, own: null, waiting: 0 } };
  const edits = mayEditOrganization(user, organization);
  const proposes = mayProposeOrganizationEdit(user, organization);
  const [claims, proposals] = await Promise.all([
    edits ? [] : listClaims(context.api, { organizationId: id, status: "pending" }),
    listProposals(context.api, { organizationId: id, status: "pending" }),
  ]);
  const ownProposal = proposes ? proposals.find((p) => p.userId === user.id) : undefined;
  return {
    edits,
    claim: edits ? null : claims.length > 0 ? "pending" : `/organizations/${id}/claim`,
    proposal: {
      propose: proposes && !ownProposal ? `/organizations/${id}/propose` : null,
      own: ownProposal ? `/organizations/proposals/${ownProposal.id}` : null,
      waiting: edits ? proposals.length : 0,
    },
  };
}

/**
 * The signed-in visitor and the organization of a claim or a proposed change (/organizations/{id}/claim,
 * /organizations/{id}/propose). Its admins and staff have nothing to ask: they edit it, so they are
 * sent to its edit page.
 */
export async function organizationToAskAbout(request: Request, params: unknown, context: AppLoadContext) {
  // The organization needs only the URL's id: asked beside the user, awaited after the guard
  // (./read-ahead: the login redirect comes first, as before).
  const ahead = readAheadById(params, (id) => getOrganization(context.api, id));
  const user = await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const organization = await ahead;
  if (mayEditOrganization(user, organization)) throw safeRedirect(`/organizations/${id}/edit`);
  return { user, id, organization };
}
