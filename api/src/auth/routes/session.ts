import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { toAuthUser } from "../../resources/users/serializer";
import { readCredentials } from "../credentials";
import { sendAuthJson } from "../envelope";
import { deleteToken, findSession } from "../token-store";

/** GET /auth/validate_token (behind `authenticate`, which rotates the token as for any request). */
export function validateToken(c: Context<AppEnv>) {
  const user = c.var.currentUser;
  if (user === null) {
    throw new JsonApiError({
      status: 401,
      title: "Invalid credentials",
      detail: "Invalid login credentials",
      code: "invalid_credentials",
    });
  }
  return sendAuthJson(c, { success: true, data: toAuthUser(user) });
}

/** DELETE /auth/sign_out: ends this client's token only; the user's other clients stay signed in. */
export async function signOut(c: Context<AppEnv>) {
  const credentials = readCredentials(c);
  const session = credentials ? await findSession(c.var.db, c.var.tenantId, credentials, Date.now()) : null;
  if (session === null) {
    throw new JsonApiError({
      status: 404,
      title: "Not found",
      detail: "User was not found or was not logged in.",
      code: "not_signed_in",
    });
  }
  await deleteToken(c.var.db, c.var.tenantId, session.tokenId);
  return sendAuthJson(c, { success: true });
}
