import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseAccountForm, replyFromAccountError, savedRedirect } from "~/.server/account";
import { updateCurrentUser } from "~/.server/api/current-user";
import { requireUser } from "~/.server/auth";
import { i18nServer, localeCookie } from "~/.server/i18n";
import type { TFunction } from "~/i18n-t";
import { localeSchema, passwordSchema } from "../profile-edit/schemas";

const PATH = "/profile-edit/settings";
const PASSWORDS = ["currentPassword", "password", "passwordConfirmation"];

/** Two forms post here; `intent` says which, and each reply names its form so only it shows errors. */
export async function settingsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "password") {
    const submission = parseAccountForm(formData, passwordSchema, context);
    if (submission.status !== "success") return data({ intent: "password", result: submission.reply({ hideFields: PASSWORDS }) }, { status: 400 });
    try {
      // devise_token_auth's check_current_password_before_update; other sessions end, this one stays.
      await context.api.auth("PUT", "/auth/password", submission.value);
    } catch (error) {
      const reply = replyFromAccountError(submission, error, context, PASSWORDS, PASSWORDS);
      return data({ intent: "password", result: reply.data }, { status: reply.init?.status ?? 400 });
    }
    return savedRedirect(context, PATH, context.t("auth:profileEdit.settings.passwordSaved"));
  }
  const submission = parseAccountForm(formData, localeSchema, context);
  if (submission.status !== "success") return data({ intent: "locale", result: submission.reply() }, { status: 400 });
  const { locale } = submission.value;
  try {
    await updateCurrentUser(context.api, user.id, { locale });
  } catch (error) {
    const reply = replyFromAccountError(submission, error, context, ["locale"]);
    return data({ intent: "locale", result: reply.data }, { status: reply.init?.status ?? 400 });
  }
  // The site follows the account's language at once, as the language switch (/locale) would.
  context.setCookies.push(await localeCookie.serialize(locale));
  const t = (await i18nServer.getFixedT(locale)) as TFunction;
  return savedRedirect(context, PATH, t("auth:profileEdit.settings.languageSaved"));
}
