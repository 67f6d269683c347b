import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { listCurrentOrganizations, readCurrentUser, readSignedIn, type SignedIn } from "./api/current-user";
import type { CurrentUser, Organization } from "./api/users";
import { endImpersonation } from "./impersonation";
import { selectOrganization } from "./organizations";
import { safeRedirect } from "./safe-redirect";
import { perRequestMemo } from "@contract/isolate-cache";

// One current-user call per request, however many loaders ask (they run in parallel). It includes
// the user's organizations, newest notifications and organizations to review, which every
// signed-in page's layout shows (issue 47: one api call instead of four).
const userCalls = perRequestMemo<AppLoadContext, Promise<(Partial<SignedIn> & { user: CurrentUser }) | null>>();

/** The signed-in user with roles, or null when signed out. A token the API refuses signs out. */
export async function getCurrentUser(context: AppLoadContext): Promise<CurrentUser | null> {
  return (await signedIn(context))?.user ?? null;
}

/** The current user's call: the user, and their organizations and bell when the one call could
 *  answer them (else each is asked on its own, so each failure keeps its own effect). */
const signedIn = (context: AppLoadContext) => userCalls(context, () => fetchCurrentUser(context));

async function fetchCurrentUser(context: AppLoadContext) {
  if (!context.api.credentials) return null;
  try {
    return await readSignedIn(context.api);
  } catch (error) {
    if (error instanceof Response) throw error;
    signOutRefused(context, error);
    // Something else failed: the user alone, so that a failing organization list still leads to
    // the no-organization page and a failing bell still only empties the bell.
    console.error("The current user with their organizations and notifications failed; asking each on its own", error);
  }
  try {
    return { user: await readCurrentUser(context.api) };
  } catch (error) {
    signOutRefused(context, error);
    throw error;
  }
}

/** Spec section 2: a 401 on the current user goes to the sign-out page, with the dead token gone. */
function signOutRefused(context: AppLoadContext, error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    context.api.forgetCredentials();
    throw safeRedirect("/uitloggen");
  }
}

/** The bell's first page when the current user's call included it, else null (ask on its own). */
export const includedNotifications = async (context: AppLoadContext) => (await signedIn(context))?.notifications ?? null;

/** The count of organizations to review when the current user's call included it, else undefined (ask on its own). */
export const includedOrganizationsToReview = async (context: AppLoadContext) => (await signedIn(context))?.organizationsToReview;

/** The path and query of a request, for `redirectTo`. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Guard for pages that are not public: signed out → the login page, which returns here after. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const user = await getCurrentUser(context);
  if (user) return user;
  throw safeRedirect(`/login?${new URLSearchParams({ redirectTo: pathOf(request) })}`);
}

/** Guard for sign-in and sign-up pages: a signed-in visitor has no business there. */
export async function requireAnonymous(context: AppLoadContext, to = "/") {
  if (await getCurrentUser(context)) throw safeRedirect(to);
}

/**
 * The user's organizations and the selected one (sent as Current-Organization-Id from here on).
 * Failing to load them is reported and leads to the no-organization page (spec section 2).
 */
export function loadOrganizations(context: AppLoadContext) {
  return organizationCalls(context, () => fetchOrganizations(context));
}

const organizationCalls = perRequestMemo<AppLoadContext, ReturnType<typeof fetchOrganizations>>();
const NO_ORGANIZATION_PATH = "/auth/no-organization";

/** Every signed-in page keeps the organization selection valid (root loader), except the page
 *  that reports the failure, which would otherwise redirect to itself. */
export async function syncOrganizations(request: Request, context: AppLoadContext) {
  if (context.api.credentials && new URL(request.url).pathname !== NO_ORGANIZATION_PATH) await loadOrganizations(context);
}

async function fetchOrganizations(context: AppLoadContext): Promise<{ organizations: Organization[]; currentOrganizationId: string | null }> {
  const answer = await signedIn(context);
  if (!answer) return { organizations: [], currentOrganizationId: null };
  let organizations = answer.organizations;
  if (!organizations) {
    try {
      organizations = await listCurrentOrganizations(context.api);
    } catch (error) {
      console.error("Loading the current organizations failed", error);
      throw safeRedirect(NO_ORGANIZATION_PATH);
    }
  }
  const selected = selectOrganization(organizations, context.session.get("currentOrganizationId"));
  if (selected) context.session.set("currentOrganizationId", selected);
  else context.session.unset("currentOrganizationId");
  context.api.setCurrentOrganizationId(selected);
  return { organizations, currentOrganizationId: selected };
}

/** Ends this client's API session and forgets everything the session knew about the user. */
export async function signOut(context: AppLoadContext) {
  await endImpersonation(context);
  if (context.api.credentials) {
    // A token the API already dropped is fine: the visitor wants to be signed out either way.
    await context.api.auth("DELETE", "/auth/sign_out").catch(() => undefined);
  }
  context.api.forgetCredentials();
  context.session.unset("currentOrganizationId");
}
