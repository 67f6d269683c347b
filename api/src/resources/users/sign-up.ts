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
import { siteNameFor } from "../../mail/site-name";
import { currentCenterId } from "../volunteer-centers/current-center";
import { createUserWithMail } from "./create-user";
import { sendUser } from "./respond";
import { USER_TYPES, plainUserQuery, signUpAttributes } from "./schema";

/**
 * POST /api/v1/users: an unconfirmed account at the request's centre, with its confirmation
 * mail in the same batch. Answers 201 with the user; it cannot sign in until confirmed.
 */
export async function signUp(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, plainUserQuery);
  const input = await readResourceDocument(c, USER_TYPES);
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
        siteName: await siteNameFor(db, tenantId, centerId),
        name: attrs.first_name,
        link: linkWithToken(linkBase, "confirmation_token", token),
      },
    },
  );
  return sendUser(c, user, query, 201);
}
