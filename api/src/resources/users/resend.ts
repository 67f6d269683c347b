import type { Context } from "hono";
import { mailLinkBase } from "../../auth/mail-link";
import { enforceRateLimit } from "../../auth/rate-limit";
import { afterAnswer } from "../../after-answer";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { parseIntegerId } from "../../jsonapi/ids";
import { attributePointer } from "../../jsonapi/validation";
import { sendConfirmation } from "./confirmation-mail";
import { findUserById } from "./queries";
import type { resendAttributes } from "./schema";

export const RESEND_MESSAGE = "If this account still needs to be confirmed, new confirmation instructions are on their way.";

/**
 * POST /api/v1/users/:id/resend_confirmation_instructions. The same 200 for every id (unknown,
 * another tenant's, confirmed, archived): only the mail, to the account's own address, differs.
 * Its answer: RESEND_MESSAGE.
 */
export async function resendConfirmation(c: Context<AppEnv>, param: string, attrs: ReturnType<typeof resendAttributes.parse>) {
  await enforceRateLimit(c, "confirmation", `user:${param}`);
  const id = parseIntegerId(param);
  // Checked for the tenant's own site before the lookup: its 422 must not depend on the account.
  mailLinkBase(configOf(c.env), { tenantId: c.var.tenantId, centerId: null }, attrs.confirm_success_url, "confirm_success_url", "/confirm", attributePointer);
  const user = id === undefined ? undefined : await findUserById(c.var.db, c.var.tenantId, id);
  const waiting = user && (user.confirmedAt === null || user.unconfirmedEmail !== null);
  // The token and the mail are written after answering, so an account that waits for a
  // confirmation takes no longer than an id nobody has (docs/security.md, "No enumeration").
  if (user && waiting && user.status !== "archived")
    afterAnswer(c, "confirmation mail", () =>
      sendConfirmation(
        c,
        user,
        mailLinkBase(
          configOf(c.env),
          { tenantId: c.var.tenantId, centerId: user.volunteerCenterId },
          attrs.confirm_success_url,
          "confirm_success_url",
          "/confirm",
          attributePointer,
        ),
      ),
    );
}
