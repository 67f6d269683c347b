import type { Context } from "hono";
import { z } from "zod";
import { afterAnswer } from "../../after-answer";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseValues } from "../../jsonapi/validation";
import { mayMailUnproven } from "../../mail/unproven";
import { mailUserToken } from "../../resources/users/confirmation-mail";
import { findUserByEmail } from "../../resources/users/queries";
import { emailParam, readAuthParams } from "../auth-params";
import { sendAuthJson } from "../envelope";
import { mailLinkBase } from "../mail-link";
import { enforceRateLimit } from "../rate-limit";

// devise_token_auth's paranoid-mode wording: true for a known and an unknown address alike.
export const RESET_REQUESTED_MESSAGE =
  "If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.";

const params = z.object({
  email: emailParam,
  redirect_url: z.unknown().optional(),
});

/**
 * POST /auth/password: mails a reset link to a known, non-archived account. The answer is the
 * same for every address, and so is the work before it: one lookup. The token and the mail are
 * written after answering (`afterAnswer`), so a known address takes no longer than an unknown
 * one (docs/security.md, "No enumeration").
 */
export async function requestPasswordReset(c: Context<AppEnv>) {
  const { values, pointer } = await readAuthParams(c);
  const { email, redirect_url } = parseValues(params, values, pointer);
  await enforceRateLimit(c, "password", email);
  const { db, tenantId } = c.var;
  // Checked for the tenant's own site before the lookup: its 422 must not depend on the account.
  mailLinkBase(configOf(c.env), { tenantId, centerId: null }, redirect_url, "redirect_url", "/auth/reset", pointer);
  const user = await findUserByEmail(db, tenantId, email);
  if (user && user.status !== "archived") {
    afterAnswer(c, "password reset mail", async () => {
      // An account's address may never have been confirmed: resets count as mail to a typed address.
      if (!(await mayMailUnproven(c, email, user.volunteerCenterId))) return;
      const linkBase = mailLinkBase(configOf(c.env), { tenantId, centerId: user.volunteerCenterId }, redirect_url, "redirect_url", "/auth/reset", pointer);
      const mail = { kind: "reset_password", to: email, linkBase, param: "reset_password_token" } as const;
      await mailUserToken(c, user, mail, (digest, at) => ({ resetPasswordTokenDigest: digest, resetPasswordSentAt: at }));
    });
  }
  return sendAuthJson(c, { success: true, message: RESET_REQUESTED_MESSAGE });
}
