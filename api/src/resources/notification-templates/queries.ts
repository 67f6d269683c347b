import type { TemplateKind } from "@contract/notification-templates";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NotificationTemplateRow, notificationTemplates } from "../../db/mail-schema";
import type { TenantId } from "../../tenancy";
import type { Scope } from "./access";

/** The scope's own rows and, for a centre, the tenant's defaults it falls back to. */
export async function rowsFor(db: Database, tenantId: TenantId, scope: Scope, kind?: TemplateKind) {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        kind ? eq(notificationTemplates.kind, kind) : undefined,
        scope === "platform"
          ? isNull(notificationTemplates.volunteerCenterId)
          : or(eq(notificationTemplates.volunteerCenterId, scope), isNull(notificationTemplates.volunteerCenterId)),
      ),
    )
    .all();
  const own = new Map<string, NotificationTemplateRow>();
  const platform = new Map<string, NotificationTemplateRow>();
  for (const row of rows) (row.volunteerCenterId === null ? platform : own).set(row.kind, row);
  return scope === "platform" ? { own: platform, fallback: new Map<string, NotificationTemplateRow>() } : { own, fallback: platform };
}

/** The scope's own text of a kind, written over the row it has or in a new one. */
export async function writeTemplate(
  db: Database,
  tenantId: TenantId,
  scope: Scope,
  kind: TemplateKind,
  existing: NotificationTemplateRow | undefined,
  row: { subjectNl: string; bodyNl: string; subjectEn: string; bodyEn: string; updatedAt: string },
) {
  if (existing) {
    await db
      .update(notificationTemplates)
      .set(row)
      .where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, existing.id)))
      .run();
  } else {
    await db
      .insert(notificationTemplates)
      .values({ tenantId, volunteerCenterId: scope === "platform" ? null : scope, kind, ...row })
      .run();
  }
}

/** DELETE: back to what it falls back to (the tenant's text, else the code's). */
export async function resetTemplate(db: Database, tenantId: TenantId, scope: Scope, kind: TemplateKind) {
  await db
    .delete(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        eq(notificationTemplates.kind, kind),
        scope === "platform" ? isNull(notificationTemplates.volunteerCenterId) : eq(notificationTemplates.volunteerCenterId, scope),
      ),
    )
    .run();
}
