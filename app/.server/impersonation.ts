import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { signInAsUser } from "./api/current-user";
import { ApiError } from "./api/errors";
import { displayName, type CurrentUser } from "./api/users";
import { safeRedirect } from "./safe-redirect";
import { flashToast } from "./toast";

// Staff sign in as another user (POST /api/v1/sign_in_as_user) to see what they see. The API
// answers a new session for that user and leaves the caller's token valid, so the web keeps the
// caller's credentials in the (signed, HttpOnly) session cookie and puts them back on request.

/** Who is acting as whom, for the banner; null when nobody is impersonating. */
export function impersonationOf(context: AppLoadContext) {
  const impersonation = context.session.get("impersonation");
  return impersonation ? { name: impersonation.name } : null;
}

const REFUSALS = new Set(["unconfirmed", "inactive", "invited", "archived"]);

/** Becomes user `id`, keeping `admin`'s own session; refusals come back as a toast on `back`. */
export async function startImpersonation(context: AppLoadContext, admin: CurrentUser, id: string, back: string) {
  const { t, session, api } = context;
  if (session.get("impersonation")) {
    flashToast(context, { title: t("auth:impersonation.alreadyActing"), color: "warning" });
    return safeRedirect(back);
  }
  const own = api.credentials;
  if (!own) throw data(null, { status: 401 });
  let user;
  try {
    user = await signInAsUser(api, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    const code = error.errors.find((item) => item.code && REFUSALS.has(item.code))?.code;
    const title = code ? t(`auth:impersonation.refused.${code}`) : error.status === 403 ? t("auth:impersonation.forbidden") : undefined;
    if (!title) throw error;
    flashToast(context, { title, color: "danger" });
    return safeRedirect(back);
  }
  session.set("impersonation", {
    credentials: own,
    currentOrganizationId: session.get("currentOrganizationId") ?? null,
    name: displayName(admin),
    returnTo: back,
  });
  // The other user's organizations are chosen afresh by the next page's root loader.
  session.unset("currentOrganizationId");
  flashToast(context, { title: t("auth:impersonation.started", { name: displayName(user) }), color: "info" });
  return safeRedirect("/");
}

/** Ends the borrowed session and puts the staff member's own one back. */
export async function stopImpersonation(context: AppLoadContext) {
  const { session, api, t } = context;
  const impersonation = session.get("impersonation");
  if (!impersonation) return safeRedirect("/");
  // The borrowed token is ended, so it cannot outlive the visit; one already gone is fine.
  if (api.credentials) await api.auth("DELETE", "/auth/sign_out").catch(() => undefined);
  api.useCredentials(impersonation.credentials);
  session.unset("impersonation");
  if (impersonation.currentOrganizationId) session.set("currentOrganizationId", impersonation.currentOrganizationId);
  else session.unset("currentOrganizationId");
  flashToast(context, { title: t("auth:impersonation.stopped"), color: "success" });
  return safeRedirect(impersonation.returnTo);
}

/** On sign-out while acting as someone: the staff member's own session ends too. */
export async function endImpersonation(context: AppLoadContext) {
  const impersonation = context.session.get("impersonation");
  if (!impersonation) return;
  context.session.unset("impersonation");
  const borrowed = context.api.credentials;
  context.api.useCredentials(impersonation.credentials);
  await context.api.auth("DELETE", "/auth/sign_out").catch(() => undefined);
  context.api.useCredentials(borrowed);
}
