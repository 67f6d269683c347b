import { Hono } from "hono";
import { sha256Hex } from "../../auth/random";
import { deleteUserTokens } from "../../auth/token-store";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { signUpNotices } from "../sign-up-notices/tell-staff";
import { CONFIRM_WITHIN_MS } from "../users/confirmation-mail";
import { userDocument } from "../users/document";
import { emailTaken, findUserById, findUserByTokenDigest, updateUser } from "../users/queries";
import { USER_TYPES, confirmAttributes, plainUserQuery } from "../users/schema";
import { commit } from "../../mail/commit";

// A mailed confirmation token, used once (/api/v1/confirm): the rows are the users' (users/).

export const CONFIRM_PATH = "/api/v1/confirm";

const invalidToken = () => fieldError("confirmation_token", "Confirmation token is invalid or has expired.", "invalid");

const confirmQuery = showQuery(plainUserQuery);
const confirmDocument = writeDocument([...USER_TYPES, "confirmations"], confirmAttributes);

export const confirmRoutes = new Hono<AppEnv>()
  // Confirms a new account, or applies a pending e-mail change, which changes the uid and so ends every session.
  .post("/", confirmQuery, confirmDocument, async (c) => {
    const { confirmation_token } = c.req.valid("json");
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
      await commit(c, [update], notices);
    } else await db.batch([update, deleteUserTokens(db, tenantId, user.id)]);
    const confirmed = await findUserById(db, tenantId, user.id);
    return sendDocument(c, await userDocument(c, confirmed!, c.req.valid("query")));
  })
  .all("/", methodNotAllowed(["POST"]));
