import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { mailLinkBase } from "../../auth/mail-link";
import { hashPassword } from "../../auth/password";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import { users } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import {
  attributePointer,
  fieldError,
  parseValues,
} from "../../jsonapi/validation";
import { deliverAfterResponse, outboxInsert } from "../../mail/outbox";
import { siteNameFor } from "../../mail/site-name";
import { currentCenterId } from "../volunteer-centers/current-center";
import { emailTaken, findUserById } from "./queries";
import { sendUser } from "./respond";
import { USER_TYPES, plainUserQuery, signUpAttributes } from "./schema";

const taken = () =>
  fieldError("email", "Email has already been taken.", "taken");

/**
 * POST /api/v1/users: an unconfirmed account at the request's centre, with its confirmation
 * mail in the same batch. Answers 201 with the user; it cannot sign in until confirmed.
 */
export async function signUp(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, plainUserQuery);
  const input = await readResourceDocument(c, USER_TYPES);
  const attrs = parseValues(signUpAttributes, input.attributes);
  const linkBase = mailLinkBase(
    configOf(c.env),
    attrs.confirm_success_url,
    "confirm_success_url",
    "/confirm",
    attributePointer,
  );
  await enforceRateLimit(c, "sign_up", attrs.email);
  const { db, tenantId } = c.var;
  const centerId = await currentCenterId(c);
  if (await emailTaken(db, tenantId, attrs.email)) throw taken();
  const token = randomToken(32);
  const now = new Date().toISOString();
  const insertUser = db
    .insert(users)
    .values({
      tenantId,
      volunteerCenterId: centerId,
      email: attrs.email,
      passwordDigest: await hashPassword(attrs.password),
      firstName: attrs.first_name,
      lastName: attrs.last_name,
      locale: attrs.locale,
      confirmationTokenDigest: await sha256Hex(token),
      confirmationSentAt: now,
    })
    .returning({ id: users.id });
  const mail = outboxInsert(db, tenantId, {
    kind: "confirmation",
    locale: attrs.locale,
    to: attrs.email,
    // The user's id inside the same batch: the row the statement before just inserted.
    userId: sql`last_insert_rowid()`,
    vars: {
      siteName: await siteNameFor(db, tenantId, centerId),
      name: attrs.first_name,
      link: linkWithToken(linkBase, "confirmation_token", token),
    },
  });
  let ids: [{ id: number }[], { id: number }[]];
  try {
    ids = await db.batch([insertUser, mail]);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the 422.
    if (String(error).includes("UNIQUE")) throw taken();
    throw error;
  }
  deliverAfterResponse(c, [ids[1][0].id]);
  const user = await findUserById(db, tenantId, ids[0][0].id);
  return sendUser(c, user!, query, 201);
}
