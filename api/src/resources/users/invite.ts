import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import type { User } from "../../db/accounts-schema";
import { mailLinkBase } from "../../auth/mail-link";
import { randomToken, sha256Hex } from "../../auth/random";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { attributePointer } from "../../jsonapi/validation";
import { senderFor } from "../../mail/site-name";
import { currentCenterId } from "../../current-center";
import { createUserWithMail } from "./create-user";
import type { inviteAttributes } from "./schema";

/**
 * POST /api/v1/users with credentials: staff and super admins invite someone. The account is
 * `invited` at the staff's centre (the request's centre when it is theirs, else their first; a
 * super admin's: the request's centre), without a password, with a reset-password token mailed
 * as a link to the web's /auth/token (or `redirect_url`/`confirm_success_url`). Setting the
 * password there activates and confirms it. Its answer: 201 with the user.
 */
export async function inviteUser(c: Context<AppEnv>, actor: Actor, attrs: ReturnType<typeof inviteAttributes.parse>): Promise<User> {
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
  return createUserWithMail(
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
}
