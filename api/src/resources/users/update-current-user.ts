import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { mailLinkBase } from "../../auth/mail-link";
import { verifyPassword } from "../../auth/password";
import { configOf } from "../../config";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { attributePointer, fieldError, parseValues } from "../../jsonapi/validation";
import { sendConfirmation } from "./confirmation-mail";
import { emailTaken, findUserById, updateUser } from "./queries";
import { sendUser } from "./respond";
import { USER_TYPES, currentUserQuery, updateAttributes } from "./schema";

type Attributes = ReturnType<typeof updateAttributes.parse>;

/**
 * An e-mail change is only requested here (devise reconfirmable): it needs the current password,
 * so a stolen session cannot move the account to another mailbox, and applies once the new
 * address confirms. Sending the current address cancels a pending change.
 */
async function emailChange(c: Context<AppEnv>, user: User, attrs: Attributes) {
  if (attrs.email === undefined) return {};
  if (attrs.email === user.email) return { unconfirmedEmail: null };
  const linkBase = mailLinkBase(
    configOf(c.env),
    { tenantId: c.var.tenantId, centerId: user.volunteerCenterId },
    attrs.confirm_success_url,
    "confirm_success_url",
    "/confirm",
    attributePointer,
  );
  if (!attrs.current_password) throw fieldError("current_password", "Current password can't be blank.", "blank");
  const ok = user.passwordDigest !== null && (await verifyPassword(attrs.current_password, user.passwordDigest));
  if (!ok) throw fieldError("current_password", "Current password is invalid.", "invalid");
  if (await emailTaken(c.var.db, c.var.tenantId, attrs.email, user.id)) throw fieldError("email", "Email has already been taken.", "taken");
  return { unconfirmedEmail: attrs.email, linkBase };
}

/** PATCH /api/v1/current_user: the profile fields; 422 with source.pointer per invalid field. */
export async function updateCurrentUser(c: Context<AppEnv>) {
  const user = requireUser(c);
  const query = parseQuery(new URL(c.req.url).searchParams, currentUserQuery);
  const input = await readResourceDocument(c, USER_TYPES);
  if (input.id !== undefined && input.id !== String(user.id)) {
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the current user's id.",
      source: { pointer: "/data/id" },
    });
  }
  const attrs = parseValues(updateAttributes, input.attributes);
  const { linkBase, ...email } = await emailChange(c, user, attrs);
  const { db, tenantId } = c.var;
  await updateUser(db, tenantId, user.id, {
    ...(attrs.first_name !== undefined && { firstName: attrs.first_name }),
    ...(attrs.last_name !== undefined && { lastName: attrs.last_name }),
    ...(attrs.phone !== undefined && { phone: attrs.phone }),
    ...(attrs.locale !== undefined && { locale: attrs.locale }),
    ...(attrs.periodic_mail !== undefined && {
      periodicMail: attrs.periodic_mail,
    }),
    ...email,
  }).run();
  const updated = (await findUserById(db, tenantId, user.id))!;
  if (linkBase) await sendConfirmation(c, updated, linkBase);
  return sendUser(c, updated, query);
}
