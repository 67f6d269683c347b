import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { LOCALES } from "@contract/locales";
import { ApiError } from "~/.server/api/errors";
import { inviteAdmin, resendAdminInvitation, withdrawAdminInvitation } from "~/.server/api/organization-admins";
import { changeRole } from "~/.server/api/users-admin";
import { savedRedirect } from "~/.server/account";
import { loadManagedOrganization } from "./load.server";
import { idString } from "@contract/rules";

const id = idString;
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string().trim().max(254), locale: z.enum(LOCALES) }),
  z.object({ intent: z.literal("remove"), userId: id }),
  z.object({ intent: z.literal("resend"), invitationId: id }),
  z.object({ intent: z.literal("withdraw"), invitationId: id }),
]);

export interface AdminsActionData {
  intent: string;
  error: string;
  email?: string;
}

const reply = (status: number, body: AdminsActionData) => data(body, { status });

/** A refusal of the API for a button: the page again with the reason beside that section. */
function refused(context: AppLoadContext, intent: string, error: unknown, email?: string) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const key =
    error.status === 422
      ? "org-entry:admins.errors.email"
      : error.status === 429
        ? "org-entry:admins.errors.tooMany"
        : error.status === 404
          ? "org-entry:admins.errors.gone"
          : "org-entry:admins.errors.forbidden";
  return reply(error.status === 429 ? 429 : 400, { intent, error: context.t(key), email });
}

/** Invite, remove an admin, resend or withdraw an invitation; each redirects back with a toast. */
export async function adminsAction({ request, params, context }: ActionFunctionArgs) {
  const { id: organizationId, user } = await loadManagedOrganization(request, params, context);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return reply(400, { intent: "", error: context.t("org-entry:admins.errors.invalid") });
  const form = parsed.data;
  const here = `/organizations/${organizationId}/admins`;
  try {
    if (form.intent === "invite") {
      if (!z.string().email().safeParse(form.email).success)
        return reply(400, { intent: "invite", error: context.t("org-entry:admins.errors.email"), email: form.email });
      await inviteAdmin(context.api, organizationId, form.email, form.locale);
      return savedRedirect(context, here, context.t("org-entry:admins.invited", { email: form.email }));
    }
    if (form.intent === "remove") {
      // Leaving is not offered here: the list shows no button for oneself.
      if (form.userId === user.id) return reply(400, { intent: "remove", error: context.t("org-entry:admins.errors.self") });
      await changeRole(context.api, "DELETE", form.userId, { name: "admin", resourceType: "Organization", resourceId: organizationId });
      return savedRedirect(context, here, context.t("org-entry:admins.removed"));
    }
    if (form.intent === "resend") {
      await resendAdminInvitation(context.api, form.invitationId);
      return savedRedirect(context, here, context.t("org-entry:admins.resent"));
    }
    await withdrawAdminInvitation(context.api, form.invitationId);
    return savedRedirect(context, here, context.t("org-entry:admins.withdrawn"));
  } catch (error) {
    return refused(context, form.intent, error, form.intent === "invite" ? form.email : undefined);
  }
}
