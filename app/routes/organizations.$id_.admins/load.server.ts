import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOrganization } from "~/.server/api/organizations";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { isReviewer, mayEditOrganization } from "~/.server/permissions";

/**
 * The organization of the path, for whoever may edit it (its admins, its centre's staff, super
 * admins; the API's canEdit): they manage its admins. Anyone else gets the 403 screen.
 */
export async function loadManagedOrganization(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const mayEdit = isReviewer(user) || user.roles.some((role) => role.name === "admin" && role.resourceType === "Organization" && role.resourceId === id);
  if (!mayEdit) throw data(null, { status: 403 });
  const organization = await getOrganization(context.api, id);
  if (!mayEditOrganization(user, organization)) throw data(null, { status: 403 });
  return { id, user, organization };
}
