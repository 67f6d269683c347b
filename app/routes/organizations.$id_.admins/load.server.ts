import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOrganization } from "~/.server/api/organizations";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { isReviewer, mayEditOrganization } from "~/.server/permissions";
import { readAheadById } from "~/.server/read-ahead";

/**
 * The organization of the path, for whoever may edit it (its admins, its centre's staff, super
 * admins; the API's canEdit): they manage its admins. Anyone else gets the 403 screen.
 */
export async function loadManagedOrganization(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  // The organization needs only the URL's id: asked beside the user, awaited after the guard
  // (~/.server/read-ahead: the login redirect and the 403 come first, as before).
  const ahead = readAheadById(params, (id) => getOrganization(context.api, id));
  const user = await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const mayEdit = isReviewer(user) || user.roles.some((role) => role.name === "admin" && role.resourceType === "Organization" && role.resourceId === id);
  if (!mayEdit) throw data(null, { status: 403 });
  const organization = await ahead;
  if (!mayEditOrganization(user, organization)) throw data(null, { status: 403 });
  return { id, user, organization };
}
