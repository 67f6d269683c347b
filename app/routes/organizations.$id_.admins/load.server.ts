import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOrganization } from "~/.server/api/organizations";
import { loadOrganizations, requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { isReviewer, mayEditOrganization } from "~/.server/permissions";

/**
 * The organization of the path, for whoever may edit it (its admins, its centre's staff, super
 * admins; the API's canEdit): they manage its admins and review its hours. Anyone else gets the
 * 403 screen. Its admins have it among their organizations, which came with the user (the
 * layout's call): its name needs no call of its own; staff and super admins read it.
 */
export async function loadManagedOrganization(
  request: Request,
  params: unknown,
  context: LoaderFunctionArgs["context"],
): Promise<{ id: string; user: Awaited<ReturnType<typeof requireUser>>; organization: { name: string } }> {
  const user = await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const isAdmin = user.roles.some((role) => role.name === "admin" && role.resourceType === "Organization" && role.resourceId === id);
  if (!isReviewer(user) && !isAdmin) throw data(null, { status: 403 });
  const own = isAdmin ? (await loadOrganizations(context)).organizations.find((o) => o.id === id) : undefined;
  if (own) return { id, user, organization: { name: own.name } };
  const organization = await getOrganization(context.api, id);
  if (!mayEditOrganization(user, organization)) throw data(null, { status: 403 });
  return { id, user, organization };
}
