import type { Context } from "hono";
import { sha256Hex } from "../../auth/random";
import { deleteUserTokens } from "../../auth/token-store";
import type { AppEnv } from "../../env";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { mailIds } from "../../mail/mail-ids";
import { queueDelivery } from "../../mail/outbox";
import { signUpNotices } from "../sign-up-notices/tell-staff";
import { CONFIRM_WITHIN_MS } from "./confirmation-mail";
import { emailTaken, findUserByTokenDigest, findUserById, updateUser } from "./queries";
import { sendUser } from "./respond";
import { USER_TYPES, confirmAttributes, plainUserQuery } from "./schema";

const invalidToken = () => fieldError("confirmation_token", "Confirmation token is invalid or has expired.", "invalid");

/**
 * POST /api/v1/confirm: uses a mailed confirmation token once. It confirms a new account, or
 * applies a pending e-mail change, which changes the uid and so ends every session.
 */
export async function confirm(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, plainUserQuery);
  const input = await readResourceDocument(c, [...USER_TYPES, "confirmations"]);
  const { confirmation_token } = parseValues(confirmAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const user = await findUserByTokenDigest(db, tenantId, "confirmationTokenDigest", await sha256Hex(confirmation_token));
  const sentAt = user?.confirmationSentAt ? Date.parse(user.confirmationSentAt) : 0;
  if (!user || user.status === "archived" || Date.now() - sentAt > CONFIRM_WITHIN_MS) throw invalidToken();
  const newEmail = user.unconfirmedEmail;
  if (newEmail !== null && (await emailTaken(db, tenantId, newEmail, user.id))) throw fieldError("email", "Email has already been taken.", "taken");
  const now = new Date().toISOString();
  const update = updateUser(db, tenantId, user.id, {
    confirmedAt: user.confirmedAt ?? now,
    confirmationTokenDigest: null,
    ...(newEmail !== null && { email: newEmail, unconfirmedEmail: null }),
  });
  if (newEmail === null) {
    // A new account confirmed: its centre's staff are told (docs/users.md "Told of sign-ups").
    const notices = user.confirmedAt === null ? await signUpNotices(db, tenantId, c.env, user) : [];
    queueDelivery(c, mailIds(await db.batch([update, ...notices]), 1));
  } else await db.batch([update, deleteUserTokens(db, tenantId, user.id)]);
  const confirmed = await findUserById(db, tenantId, user.id);
  return sendUser(c, confirmed!, query);
}
