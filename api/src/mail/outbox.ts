import type { SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { Locale } from "../db/accounts-schema";
import { outboxMessages } from "../db/mail-schema";
import type { AppEnv } from "../env";
import type { TenantId } from "../tenancy";
import { enqueueMail } from "./queue";
import { type MailKind, type MailVars, renderTemplate } from "./templates";

export interface MailRequest {
  kind: MailKind;
  locale: Locale;
  to: string;
  /** SQL for an id not known yet (`last_insert_rowid()` inside a batch). */
  userId: number | SQL | null;
  vars: MailVars;
  /** Digests: the one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
}

/**
 * A mail's recipient when it is an account: the account's language, address and id. The accounts
 * mailed this way are ones that can sign in, so they have an address.
 */
export const toAccount = (account: { id: number; locale: Locale; email: string | null }) => ({
  locale: account.locale,
  to: account.email!,
  userId: account.id,
});

/**
 * One mail of `kind` to each account (an organization's admins, a centre's staff), from `sender`
 * (its fields first, as every mail's vars start), greeted by first name, saying what `vars` gives
 * for that account.
 */
export function mailEach<A extends { id: number; locale: Locale; email: string | null; firstName: string | null }>(
  db: Database,
  tenantId: TenantId,
  kind: MailKind,
  accounts: readonly A[],
  sender: Omit<MailVars, "name">,
  vars: (account: A) => Partial<MailVars>,
) {
  return accounts.map((account) => outboxInsert(db, tenantId, { kind, ...toAccount(account), vars: { ...sender, name: account.firstName, ...vars(account) } }));
}

/**
 * The insert that puts a rendered mail in the outbox, to run in the same batch as the change
 * it reports (a reset token and its mail are written together or not at all). The row starts
 * `queued`; `queueDelivery` / `enqueueMail` then put its id on the mail queue.
 */
export function outboxInsert(db: Database, tenantId: TenantId, mail: MailRequest) {
  const rendered = renderTemplate(mail.kind, mail.locale, mail.vars);
  return db
    .insert(outboxMessages)
    .values({
      tenantId,
      userId: mail.userId,
      kind: mail.kind,
      locale: mail.locale,
      toAddress: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      senderName: mail.vars.siteName,
      replyTo: mail.vars.replyTo ?? null,
      volunteerCenterId: mail.vars.centerId ?? null,
      // Everything but the sender's fields, which the row already has: the consumer renders the
      // mail again from these when a centre or the tenant changed its template.
      varsJson: JSON.stringify({ ...mail.vars, replyTo: undefined, centerId: undefined }),
      listUnsubscribe: mail.listUnsubscribe ?? null,
    })
    .returning({ id: outboxMessages.id });
}

/**
 * Puts freshly written messages on the mail queue after the response, so the answer's timing
 * does not depend on it (nor on whether a mail was written at all: no account enumeration).
 * A lost enqueue is not a lost mail: the row stays queued and the cron's sweep re-queues it.
 */
export function queueDelivery(c: Context<AppEnv>, ids: number[]) {
  if (ids.length === 0) return;
  const queued = enqueueMail(c.env, c.var.tenantId, ids);
  try {
    c.executionCtx.waitUntil(queued);
  } catch {
    // No execution context (a bare app.request in a unit test): nothing to defer to.
    void queued;
  }
}
