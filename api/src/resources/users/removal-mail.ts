import type { User } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { MailRequest } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";

/** A day as the mail's reader says it ("29 december 2026"), in Amsterdam's calendar. */
export const mailDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(new Date(iso));

/**
 * The "account deleted" mail of an account awaiting removal: the day it will be anonymised and
 * that the centre can restore it until then (a reply reaches the centre). Also what a sign-up
 * with its address mails it (docs/users.md, "Deleting and restoring"). The request, for
 * outboxInsert: a query builder is thenable, so an async function cannot hand one back unrun.
 */
export async function deletedMail(db: Database, tenantId: TenantId, user: User & { email: string; removalDueAt: string }): Promise<MailRequest> {
  return {
    kind: "account_deleted",
    locale: user.locale,
    to: user.email,
    userId: user.id,
    vars: {
      ...(await senderFor(db, tenantId, user.volunteerCenterId)),
      name: user.firstName,
      date: mailDay(user.removalDueAt, user.locale),
    },
  };
}
