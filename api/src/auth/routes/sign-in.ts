import type { Context } from "hono";
import { z } from "zod";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseValues } from "../../jsonapi/validation";
import { findUserByEmail } from "../../resources/users/queries";
import { toAuthUser } from "../../resources/users/serializer";
import { currentCenterId } from "../../current-center";
import { accountRefusal } from "../account-state";
import { emailParam, readAuthParams } from "../auth-params";
import { credentialHeaders } from "../credentials";
import { sendAuthJson } from "../envelope";
import { burnPasswordCheck, verifyPassword } from "../password";
import { claimSignInAttempt } from "../sign-in-throttle";
import { issueToken } from "../token-store";
import { invalidCredentials, refusalError, wrongCenter } from "./errors";

const params = z.object({
  email: emailParam,
  password: z
    .string({
      required_error: "Password can't be blank.",
      invalid_type_error: "Password must be a string.",
    })
    .min(1, "Password can't be blank.")
    .max(1024, "Password is too long."),
});

/**
 * POST /auth/sign_in, throttled per account and address (auth/sign-in-throttle.ts). The checks that say something about the account (centre, confirmation,
 * status) come only after the password proved to be right; before that, every failure is
 * invalidCredentials after the same PBKDF2 work.
 */
export async function signIn(c: Context<AppEnv>) {
  const { values, pointer } = await readAuthParams(c);
  const { email, password } = parseValues(params, values, pointer);
  const { db, tenantId } = c.var;
  // Side by side, one D1 round trip deployed (docs/performance.md, "Budgets"): the account is
  // looked up while the attempt is claimed, and used only once the claim went through.
  const [attempt, centerId, user] = await Promise.all([claimSignInAttempt(c, email), currentCenterId(c), findUserByEmail(db, tenantId, email)]);
  const ok = user?.passwordDigest ? await verifyPassword(password, user.passwordDigest) : await burnPasswordCheck(password);
  if (!user || !ok) throw invalidCredentials();
  if (user.volunteerCenterId !== null && centerId !== null && user.volunteerCenterId !== centerId) {
    await attempt.succeeded();
    throw wrongCenter();
  }
  const refusal = accountRefusal(user, configOf(c.env));
  if (refusal !== null) {
    await attempt.succeeded();
    throw refusalError(refusal, user);
  }
  // The failures forgotten and the token issued side by side: the second round trip.
  const [, issued] = await Promise.all([attempt.succeeded(), issueToken(db, tenantId, user.id, Date.now(), { signIn: true })]);
  return sendAuthJson(c, { data: toAuthUser(user) }, 200, credentialHeaders(issued, email));
}
