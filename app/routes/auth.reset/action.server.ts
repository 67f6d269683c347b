import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseAccountForm, replyFromAccountError } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { forgetResetToken, readResetToken } from "~/.server/reset-token";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { resetSchema } from "./schema";

/** /auth/reset (a forgotten password) and /auth/token (an invitation): one flow, two wordings. */
export type PasswordVariant = "reset" | "token";

const HIDDEN = ["password", "passwordConfirmation"];

export const passwordLoader =
  (variant: PasswordVariant) =>
  async ({ request, context }: LoaderFunctionArgs) => ({
    title: context.t(`auth:${variant}.title`),
    token: await readResetToken(request, context),
  });

const isTokenError = (error: unknown) => error instanceof ApiError && error.errors.some((item) => /reset_password_token$/.test(item.source?.pointer ?? ""));

/** Sets the password with the mailed token, then signs in with it, so the link ends signed in. */
export const passwordAction =
  (variant: PasswordVariant) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const submission = parseAccountForm(await request.formData(), resetSchema, context);
    if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
    const { password, passwordConfirmation, resetPasswordToken } = submission.value;
    let email: string;
    try {
      const body = { password, passwordConfirmation, resetPasswordToken };
      ({
        data: { email },
      } = await context.api.auth<{ data: { email: string } }>("PUT", "/auth/password", body));
    } catch (error) {
      if (!isTokenError(error)) return replyFromAccountError(submission, error, context, HIDDEN, HIDDEN);
      await forgetResetToken(context);
      const reply = submission.reply({ formErrors: [context.t("auth:errors.tokenInvalid")], hideFields: HIDDEN });
      return data({ ...reply, tokenInvalid: true }, { status: 400 });
    }
    await forgetResetToken(context);
    context.session.unset("currentOrganizationId");
    try {
      await context.api.auth("POST", "/auth/sign_in", { email, password });
    } catch (error) {
      // The password is set either way; the sign-in page explains why this account cannot sign in.
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      flashToast(context, { title: context.t("auth:reset.signInNow"), color: "info" });
      return safeRedirect("/login");
    }
    flashToast(context, { title: context.t(`auth:${variant}.done`), color: "success" });
    return safeRedirect("/");
  };
