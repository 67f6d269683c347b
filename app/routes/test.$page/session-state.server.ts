import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentUser, loadOrganizations } from "~/.server/auth";
import { impersonationOf } from "~/.server/impersonation";

/** /test/auth: the session's state. Never its secrets: no access token, client id or CSRF token. */
export async function authState(context: AppLoadContext) {
  const credentials = context.api.credentials;
  const impersonation = impersonationOf(context);
  return {
    signedIn: credentials !== null,
    uid: credentials?.uid ?? null,
    expiresAt: credentials?.expiry ? new Date(Number(credentials.expiry) * 1000).toISOString() : null,
    impersonating: impersonation ? impersonation.name : null,
    currentOrganizationId: context.session.get("currentOrganizationId") ?? null,
    tenant: context.tenant.tenant,
    appContext: context.tenant.appContext,
    volunteerCenterId: context.tenant.volunteerCenterId ?? null,
  };
}

/** /test/user: the current user exactly as the web's loaders get it (null when signed out). */
export async function userState(context: AppLoadContext) {
  return { user: await getCurrentUser(context) };
}

/** /test/user-store: the user's organizations and the selected one, as the web keeps them. */
export async function userStoreState(context: AppLoadContext) {
  if (!(await getCurrentUser(context))) return { signedIn: false, organizations: [], currentOrganizationId: null };
  const { organizations, currentOrganizationId } = await loadOrganizations(context);
  return { signedIn: true, organizations, currentOrganizationId };
}
