import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { readCurrentUser } from "~/.server/api/current-user";
import { parseForm, authLabels } from "~/.server/form";
import { replyFromApiError } from "~/.server/form-errors";
import { i18nServer, localeCookie } from "~/.server/i18n";
import type { TFunction } from "~/i18n-t";
import { ownOrganizationId, permissionsOf } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { loginSchema } from "./schema";

/** Signs in through the API; the credentials it answers with go into the cookie session only. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), loginSchema, context);
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { email, password, redirectTo } = submission.value;
  try {
    await context.api.auth("POST", "/auth/sign_in", { email, password });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, authLabels(context.t), ["password"]);
  }
  const user = await readCurrentUser(context.api);
  // The account's language is the site's from now on, as a change on /profile-edit/settings is.
  if (user.locale !== context.locale) context.setCookies.push(await localeCookie.serialize(user.locale));
  const t = (await i18nServer.getFixedT(user.locale)) as TFunction;
  flashToast(context, { title: t("auth:signedIn"), color: "success" });
  // Without a page to return to (docs/analytics.md): staff start at their dashboard, where the
  // centre's waiting work is counted; an organization admin at their organization; a volunteer
  // at the home page's search (their dashboard is in their menu).
  const permissions = permissionsOf(user);
  const own = ownOrganizationId(permissions);
  const home = permissions.staff ? "/dashboard" : own ? `/organizations/${own}` : "/";
  return safeRedirect(redirectTo && redirectTo !== "/" ? redirectTo : home, home);
}
