import type { Context } from "hono";
import { mailLinkBase } from "../../auth/mail-link";
import { hashPassword } from "../../auth/password";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { attributePointer, parseValues } from "../../jsonapi/validation";
import { senderFor } from "../../mail/site-name";
import { currentCenterId } from "../volunteer-centers/current-center";
import { publicLink } from "../../mail/public-url";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { burnPasswordCheck } from "../../auth/password";
import type { User } from "../../db/accounts-schema";
import { createUserWithMail, emailTakenError } from "./create-user";
import { findUserByEmail } from "./queries";
import { sendUser } from "./respond";
import { USER_TYPES, plainUserQuery, signUpAttributes } from "./schema";

/**
 * The address has an account: its owner is mailed ("you already have an account; reset your
 * password here"), after the same PBKDF2 work a new account costs. Both sign-ups (POST /users and
 * POST /organization_sign_ups) do this before their 422 `taken`; the web shows the same success
 * page for a taken address as for a new one (no enumeration through the site).
 */
export async function mailOwner(c: Context<AppEnv>, owner: User) {
  const { db, tenantId } = c.var;
  await burnPasswordCheck("sign-up with a taken address");
  if (owner.status === "archived" || !owner.email) return;
  const [inserted] = await db.batch([
    outboxInsert(db, tenantId, {
      kind: "account_exists",
      locale: owner.locale,
      to: owner.email,
      userId: owner.id,
      vars: {
        ...(await senderFor(db, tenantId, owner.volunteerCenterId)),
        name: owner.firstName,
        link: publicLink(
          configOf(c.env),
          tenantId,
          owner.volunteerCenterId,
          "/auth/recover",
        ),
      },
    }),
  ]);
  queueDelivery(c, [inserted[0].id]);
}

/** The api's own answer stays 422 `taken` (docs/security.md, "No enumeration"). */
async function mailOwnerInstead(
  c: Context<AppEnv>,
  owner: User,
): Promise<never> {
  await mailOwner(c, owner);
  throw emailTakenError();
}

/**
 * POST /api/v1/users: an unconfirmed account at the request's centre, with its confirmation
 * mail in the same batch. Answers 201 with the user; it cannot sign in until confirmed.
 */
export async function signUp(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, plainUserQuery);
  const input = await readResourceDocument(c, USER_TYPES, { create: true });
  const attrs = parseValues(signUpAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const centerId = await currentCenterId(c);
  const linkBase = mailLinkBase(
    configOf(c.env),
    { tenantId, centerId },
    attrs.confirm_success_url,
    "confirm_success_url",
    "/confirm",
    attributePointer,
  );
  await enforceRateLimit(c, "sign_up", attrs.email);
  const owner = await findUserByEmail(db, tenantId, attrs.email);
  if (owner) await mailOwnerInstead(c, owner);
  const token = randomToken(32);
  const user = await createUserWithMail(
    c,
    {
      volunteerCenterId: centerId,
      email: attrs.email,
      passwordDigest: await hashPassword(attrs.password),
      firstName: attrs.first_name,
      lastName: attrs.last_name,
      locale: attrs.locale,
      confirmationTokenDigest: await sha256Hex(token),
      confirmationSentAt: new Date().toISOString(),
    },
    {
      kind: "confirmation",
      locale: attrs.locale,
      vars: {
        ...(await senderFor(db, tenantId, centerId)),
        name: attrs.first_name,
        link: linkWithToken(linkBase, "confirmation_token", token),
      },
    },
  );
  return sendUser(c, user, query, 201);
}
