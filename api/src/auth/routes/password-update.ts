import type { Context } from "hono";
import { z } from "zod";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { type PointerFor, fieldError, parseValues } from "../../jsonapi/validation";
import { findUserById, findUserByTokenDigest, updateUser } from "../../resources/users/queries";
import { toAuthUser } from "../../resources/users/serializer";
import { readAuthParams } from "../auth-params";
import { readCredentials } from "../credentials";
import { sendAuthJson } from "../envelope";
import { hashPassword, verifyPassword } from "../password";
import { confirmationMatches, newPassword, passwordConfirmation } from "../password-policy";
import { sha256Hex } from "../random";
import { deleteUserTokens } from "../token-store";

/** Reset links work for 6 hours (devise's reset_password_within). */
export const RESET_PASSWORD_WITHIN_MS = 6 * 60 * 60 * 1000;
/** An invitation (status `invited`) is a reset token that lasts longer. */
export const INVITATION_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** The spec's exact words (section 5) for a request with neither a reset token nor credentials. */
export const MISSING_RESET_VALUES = "You must provide either the uid, client and accessToken or the resetPasswordToken";

const passwords = z
  .object({
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(confirmationMatches);
const currentPassword = z.object({
  current_password: z
    .string({
      required_error: "Current password can't be blank.",
      invalid_type_error: "Current password must be a string.",
    })
    .min(1, "Current password can't be blank.")
    .max(1024, "Current password is invalid."),
});

async function byResetToken(values: Record<string, unknown>, token: unknown, pointer: PointerFor, c: Context<AppEnv>) {
  const { db, tenantId } = c.var;
  const user =
    typeof token === "string" && token.length <= 200
      ? await findUserByTokenDigest(db, tenantId, "resetPasswordTokenDigest", await sha256Hex(token))
      : undefined;
  const sentAt = user?.resetPasswordSentAt ? Date.parse(user.resetPasswordSentAt) : 0;
  if (!user || user.status === "archived" || Date.now() - sentAt > (user.status === "invited" ? INVITATION_WITHIN_MS : RESET_PASSWORD_WITHIN_MS))
    throw fieldError("reset_password_token", "Reset password token is invalid or has expired.", "invalid", pointer);
  const { password } = parseValues(passwords, values, pointer);
  // Using the mailed link proves the mailbox: it confirms the account and activates an invitation.
  await db.batch([
    updateUser(db, tenantId, user.id, {
      passwordDigest: await hashPassword(password),
      resetPasswordTokenDigest: null,
      resetPasswordSentAt: null,
      confirmedAt: user.confirmedAt ?? new Date().toISOString(),
      ...(user.status === "invited" && { status: "active" as const }),
    }),
    deleteUserTokens(db, tenantId, user.id),
  ]);
  return user;
}

async function bySession(values: Record<string, unknown>, user: User, pointer: PointerFor, c: Context<AppEnv>) {
  const { db, tenantId } = c.var;
  const { current_password } = parseValues(currentPassword, values, pointer);
  const { password } = parseValues(passwords, values, pointer);
  const ok = user.passwordDigest !== null && (await verifyPassword(current_password, user.passwordDigest));
  if (!ok) throw fieldError("current_password", "Current password is invalid.", "invalid", pointer);
  await db.batch([
    updateUser(db, tenantId, user.id, {
      passwordDigest: await hashPassword(password),
      resetPasswordTokenDigest: null,
      resetPasswordSentAt: null,
    }),
    // Every other client is signed out; this one keeps its (rotating) token.
    deleteUserTokens(db, tenantId, user.id, c.var.authSession?.tokenId),
  ]);
  return user;
}

/**
 * PUT /auth/password (behind `authenticate`): a new password by reset token, or by a signed-in
 * client's uid/client/access-token headers plus its current password. Ends other sessions.
 */
export async function updatePassword(c: Context<AppEnv>) {
  const { values, pointer } = await readAuthParams(c);
  const token = values.reset_password_token;
  const hasToken = token !== undefined && token !== null && token !== "";
  let user: User;
  if (hasToken) user = await byResetToken(values, token, pointer, c);
  else if (c.var.currentUser) user = await bySession(values, c.var.currentUser, pointer, c);
  else {
    const presented = readCredentials(c) !== null;
    throw new JsonApiError({
      status: 401,
      title: "Unauthorized",
      detail: presented ? "Invalid login credentials. Please sign in again." : MISSING_RESET_VALUES,
      code: presented ? "invalid_credentials" : "missing_credentials",
    });
  }
  const updated = await findUserById(c.var.db, c.var.tenantId, user.id);
  return sendAuthJson(c, {
    success: true,
    data: toAuthUser(updated!),
    message: "Your password has been successfully updated.",
  });
}
