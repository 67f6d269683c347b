import { isTemplateKind } from "@contract/notification-templates";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type OutboxMessage, type NotificationTemplateRow, notificationTemplates, outboxMessages } from "../db/mail-schema";
import type { Locale } from "../db/accounts-schema";
import { storedRichText } from "../rich-text/validate";
import type { TenantId } from "../tenancy";
import { type MailVars, type TemplateText, renderTemplate } from "./templates";

/** The stored text of one language of a template row. */
export const rowText = (row: NotificationTemplateRow, locale: Locale): TemplateText =>
  locale === "nl" ? { subject: row.subjectNl, body: storedRichText(row.bodyNl) } : { subject: row.subjectEn, body: storedRichText(row.bodyEn) };

/**
 * The changed text that applies to a centre's mail of `kind`: the centre's own, else the tenant's
 * default; undefined when neither changed it (the code's default applies). One indexed read.
 */
export async function changedTemplate(
  db: Database,
  tenantId: TenantId | string,
  kind: string,
  centerId: number | null,
): Promise<NotificationTemplateRow | undefined> {
  return db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        eq(notificationTemplates.kind, kind),
        centerId === null
          ? isNull(notificationTemplates.volunteerCenterId)
          : or(eq(notificationTemplates.volunteerCenterId, centerId), isNull(notificationTemplates.volunteerCenterId)),
      ),
    )
    .orderBy(sql`${notificationTemplates.volunteerCenterId} IS NULL`)
    .limit(1)
    .get();
}

/**
 * A claimed outbox row as it is to be sent: rendered again with the centre's (or the tenant's)
 * changed template when there is one, and written back, so the row stays the record of what was
 * sent. A row without its variables (written before migration 0070) is sent as written.
 */
export async function withTemplate(db: Database, row: OutboxMessage): Promise<OutboxMessage> {
  if (row.varsJson === null || !isTemplateKind(row.kind)) return row;
  const changed = await changedTemplate(db, row.tenantId, row.kind, row.volunteerCenterId);
  if (!changed) return row;
  let vars: MailVars;
  try {
    vars = JSON.parse(row.varsJson) as MailVars;
  } catch {
    return row;
  }
  const mail = renderTemplate(row.kind, row.locale, vars, rowText(changed, row.locale));
  await db
    .update(outboxMessages)
    .set({ subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .where(and(eq(outboxMessages.tenantId, row.tenantId), eq(outboxMessages.id, row.id)))
    .run();
  return { ...row, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
}
