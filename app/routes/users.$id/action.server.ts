import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { siteOrigin } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { changeRole, deleteManagedUser, getManagedUser, resendConfirmation } from "~/.server/api/users-admin";
import { idParams, parseParams } from "~/.server/not-found";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { requireUserManager } from "~/.server/user-management";
import { ROLE_NAMES, ROLE_RESOURCE_TYPES } from "@contract/users";
import { idString } from "@contract/rules";

const id = idString;
const intentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("remove-role"),
    name: z.enum(ROLE_NAMES),
    resourceType: z.enum([...ROLE_RESOURCE_TYPES, ""]).transform((v) => v || null),
    resourceId: id.or(z.literal("")).transform((v) => v || null),
  }),
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("delete") }),
]);

export type UserPageActionData = { intent: string; error: string };

/** A refused button: the page again with what went wrong, at the button's section. */
function refused(context: AppLoadContext, intent: string, error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const key =
    error.status === 403 ? "users:errors.forbidden" : intent === "remove-role" && error.status === 404 ? "users:errors.roleGone" : "auth:errors.generic";
  return data<UserPageActionData>({ intent, error: context.t(key) }, { status: error.status === 429 ? 429 : 400 });
}

/** The user page's buttons: remove one role, resend the confirmation mail, delete (anonymise). */
export async function userPageAction({ request, params, context }: ActionFunctionArgs) {
  const manager = await requireUserManager(request, context);
  const { id: userId } = parseParams(request, params, idParams);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<UserPageActionData>({ intent: "", error: context.t("auth:errors.generic") }, { status: 400 });
  const form = parsed.data;
  const here = `/users/${userId}`;
  try {
    if (form.intent === "remove-role") {
      const { name, resourceType, resourceId } = form;
      const { data: user } = await changeRole(context.api, "DELETE", userId, { name, resourceType, resourceId });
      flashToast(context, { title: context.t("users:show.roleRemoved", { role: context.t(`users:roles.${name}`) }), color: "success" });
      // An organization admin who removed someone's last role there no longer sees them.
      const stillSeen = manager.staff || (user.roles ?? []).some((role) => role.resourceId && manager.adminOrgIds.includes(role.resourceId));
      return safeRedirect(stillSeen ? here : "/users");
    }
    if (form.intent === "resend") {
      await getManagedUser(context.api, userId);
      await resendConfirmation(context.api, userId, `${siteOrigin(request)}/confirm`);
      flashToast(context, { title: context.t("users:show.resent"), color: "info" });
      return safeRedirect(here);
    }
    // DELETE on one's own id deletes one's own account: that is /account/verwijderen's business.
    if (userId === manager.user.id) return data<UserPageActionData>({ intent: form.intent, error: context.t("users:errors.forbidden") }, { status: 403 });
    await deleteManagedUser(context.api, userId);
    flashToast(context, { title: context.t("users:show.deleted"), color: "success" });
    return safeRedirect("/users");
  } catch (error) {
    return refused(context, form.intent, error);
  }
}
