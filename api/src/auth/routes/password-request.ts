import type { Context } from "hono";
import { z } from "zod";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseValues } from "../../jsonapi/validation";
import { deliverAfterResponse, outboxInsert } from "../../mail/outbox";
import { siteNameFor } from "../../mail/site-name";
import { findUserByEmail, updateUser } from "../../resources/users/queries";
import { readAuthParams } from "../auth-params";
import { sendAuthJson } from "../envelope";
import { mailLinkBase } from "../mail-link";
import { randomToken, sha256Hex } from "../random";
import { enforceRateLimit } from "../rate-limit";
import { linkWithToken } from "../redirect-url";

// devise_token_auth's paranoid-mode wording: true for a known and an unknown address alike.
export const RESET_REQUESTED_MESSAGE =
  "If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.";

const params = z.object({
  email: z
    .string({
      required_error: "Email can't be blank.",
      invalid_type_error: "Email must be a string.",
    })
    .trim()
    .toLowerCase()
    .min(1, "Email can't be blank.")
    .max(254, "Email is too long (maximum is 254 characters)."),
  redirect_url: z.unknown().optional(),
});

/**
 * POST /auth/password: mails a reset link to a known, non-archived account. The answer is the
 * same for every address; the mail is delivered after the response.
 */
export async function requestPasswordReset(c: Context<AppEnv>) {
  const { values, pointer } = await readAuthParams(c);
  const { email, redirect_url } = parseValues(params, values, pointer);
  await enforceRateLimit(c, "password", email);
  const { db, tenantId } = c.var;
  const user = await findUserByEmail(db, tenantId, email);
  // After the lookup, for the user's centre; its 422 does not depend on the account.
  const linkBase = mailLinkBase(
    configOf(c.env),
    { tenantId, centerId: user?.volunteerCenterId ?? null },
    redirect_url,
    "redirect_url",
    "/auth/reset",
    pointer,
  );
  if (user && user.status !== "archived") {
    const token = randomToken(32);
    const [, inserted] = await db.batch([
      updateUser(db, tenantId, user.id, {
        resetPasswordTokenDigest: await sha256Hex(token),
        resetPasswordSentAt: new Date().toISOString(),
      }),
      outboxInsert(db, tenantId, {
        kind: "reset_password",
        locale: user.locale,
        to: email,
        userId: user.id,
        vars: {
          siteName: await siteNameFor(db, tenantId, user.volunteerCenterId),
          name: user.firstName,
          link: linkWithToken(linkBase, "reset_password_token", token),
        },
      }),
    ]);
    deliverAfterResponse(c, [inserted[0].id]);
  }
  return sendAuthJson(c, { success: true, message: RESET_REQUESTED_MESSAGE });
}
