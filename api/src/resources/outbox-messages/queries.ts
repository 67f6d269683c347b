import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/mail-schema";
import type { Page } from "../../jsonapi/query";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";

export interface OutboxFilter {
  to_eq?: string;
  kind_eq?: string;
}

/** One page of the tenant's outbox, newest first, and the filtered total. */
export async function listOutboxMessages(db: Database, tenantId: TenantId, filter: OutboxFilter, page: Page) {
  const where = and(
    eq(outboxMessages.tenantId, tenantId),
    filter.to_eq === undefined ? undefined : eq(outboxMessages.toAddress, filter.to_eq),
    filter.kind_eq === undefined ? undefined : eq(outboxMessages.kind, filter.kind_eq),
  );
  const [rows, totals] = await db.batch([
    db.select().from(outboxMessages).where(where).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(page.size).offset(pageOffset(page)),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
