import { mailLinkBase } from "../../auth/mail-link";
import { verifyPassword } from "../../auth/password";
import type { Config } from "../../config";
import type { User } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { attributePointer, fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { emailTaken } from "../users/queries";
import type { updateAttributes } from "../users/schema";

type Attributes = ReturnType<typeof updateAttributes.parse>;

/**
 * An e-mail change is only requested here (devise reconfirmable): it needs the current password,
 * so a stolen session cannot move the account to another mailbox, and applies once the new
 * address confirms. Sending the current address cancels a pending change.
 */
export async function emailChange(db: Database, tenantId: TenantId, config: Config, user: User, attrs: Attributes) {
  if (attrs.email === undefined) return {};
  if (attrs.email === user.email) return { unconfirmedEmail: null };
  const linkBase = mailLinkBase(
    config,
    { tenantId, centerId: user.volunteerCenterId },
    attrs.confirm_success_url,
    "confirm_success_url",
    "/confirm",
    attributePointer,
  );
  if (!attrs.current_password) throw fieldError("current_password", "Current password can't be blank.", "blank");
  const ok = user.passwordDigest !== null && (await verifyPassword(attrs.current_password, user.passwordDigest));
  if (!ok) throw fieldError("current_password", "Current password is invalid.", "invalid");
  if (await emailTaken(db, tenantId, attrs.email, user.id)) throw fieldError("email", "Email has already been taken.", "taken");
  return { unconfirmedEmail: attrs.email, linkBase };
}
