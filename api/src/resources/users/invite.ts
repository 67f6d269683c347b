import type { Context } from "hono";
import { mailLinkBase } from "../../auth/mail-link";
import { randomToken, sha256Hex } from "../../auth/random";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { attributePointer, parseValues } from "../../jsonapi/validation";
import { senderFor } from "../../mail/site-name";
import { forbidden } from "../../jsonapi/errors";
import { loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import { sendManagedUser } from "./managed-routes";
import { createUserWithMail } from "./create-user";
import { USER_TYPES, inviteAttributes, managedUserQuery } from "./schema";

/**
 * POST /api/v1/users with credentials: staff and super admins invite someone. The account is
 * `invited` at the staff's centre (the request's centre when it is theirs, else their first; a
 * super admin's: the request's centre), without a password, with a reset-password token mailed
 * as a link to the web's /auth/token (or `redirect_url`/`confirm_success_url`). Setting the
 * password there activates and confirms it. 201 with the user.
 */
export async function invite(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, managedUserQuery);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins can invite users.");
  const input = await readResourceDocument(c, USER_TYPES, { create: true });
  const attrs = parseValues(inviteAttributes, input.attributes);
  const field = attrs.redirect_url !== undefined ? "redirect_url" : "confirm_success_url";
  const { db, tenantId } = c.var;
  const requested = await currentCenterId(c);
  const centerId = actor.superAdmin ? requested : requested !== null && actor.staffCenterIds.includes(requested) ? requested : actor.staffCenterIds[0];
  const linkBase = mailLinkBase(
    configOf(c.env),
    { tenantId, centerId },
    attrs.redirect_url ?? attrs.confirm_success_url,
    field,
    "/auth/token",
    attributePointer,
  );
  const token = randomToken(32);
  const user = await createUserWithMail(
    c,
    {
      volunteerCenterId: centerId,
      email: attrs.email,
      firstName: attrs.first_name,
      lastName: attrs.last_name,
      phone: attrs.phone ?? null,
      locale: attrs.locale,
      status: "invited",
      resetPasswordTokenDigest: await sha256Hex(token),
      resetPasswordSentAt: new Date().toISOString(),
    },
    {
      kind: "invitation",
      locale: attrs.locale,
      vars: {
        ...(await senderFor(db, tenantId, centerId)),
        name: attrs.first_name,
        link: linkWithToken(linkBase, "reset_password_token", token),
      },
    },
  );
  return sendManagedUser(c, actor, user, query, 201);
}
