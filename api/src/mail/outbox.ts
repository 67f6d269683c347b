import { type SQL, and, eq, inArray, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { type Config, configOf } from "../config";
import type { Database } from "../db/client";
import type { Locale } from "../db/accounts-schema";
import { outboxMessages } from "../db/mail-schema";
import type { AppEnv } from "../env";
import type { TenantId } from "../tenancy";
import { mailAdapterFor } from "./adapters";
import { type MailKind, type MailVars, renderTemplate } from "./templates";

export interface MailRequest {
  kind: MailKind;
  locale: Locale;
  to: string;
  /** SQL for an id not known yet (`last_insert_rowid()` inside a batch). */
  userId: number | SQL | null;
  vars: MailVars;
}

/**
 * The insert that puts a rendered mail in the outbox, to run in the same batch as the change
 * it reports (a reset token and its mail are written together or not at all).
 */
export function outboxInsert(
  db: Database,
  tenantId: TenantId,
  mail: MailRequest,
) {
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
    })
    .returning({ id: outboxMessages.id });
}

/** Sends the tenant's unsent messages among `ids` and stamps them; a failure stays unsent. */
export async function deliverMessages(
  db: Database,
  tenantId: TenantId,
  config: Config,
  ids: number[],
) {
  const adapter = mailAdapterFor(config);
  const pending = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.tenantId, tenantId),
        inArray(outboxMessages.id, ids),
        isNull(outboxMessages.sentAt),
      ),
    )
    .all();
  for (const message of pending) {
    try {
      await adapter.send(message);
      const sentAt = new Date().toISOString();
      await db
        .update(outboxMessages)
        .set({ sentAt, updatedAt: sentAt })
        .where(
          and(
            eq(outboxMessages.tenantId, tenantId),
            eq(outboxMessages.id, message.id),
          ),
        )
        .run();
    } catch (error) {
      // Left unsent (sent_at NULL) for a retry; the answer to the client does not depend on it.
      console.error("mail: delivery failed", message.id, error);
    }
  }
}

/**
 * Delivers freshly queued messages after the response, so the answer's timing does not depend
 * on the mail provider (nor on whether a mail was sent at all: no account enumeration).
 */
export function deliverAfterResponse(c: Context<AppEnv>, ids: number[]) {
  if (ids.length === 0) return;
  const delivery = deliverMessages(
    c.var.db,
    c.var.tenantId,
    configOf(c.env),
    ids,
  );
  try {
    c.executionCtx.waitUntil(delivery);
  } catch {
    // No execution context (a bare app.request in a unit test): nothing to defer to.
    void delivery;
  }
}
