import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { organizations } from "../db/accounts-schema";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import { forbidden, notFound } from "../jsonapi/errors";
import { pathRow } from "../jsonapi/ids";
import { pageOffset } from "../jsonapi/pagination";
import type { Page } from "../jsonapi/query";
import type { TenantId } from "../tenancy";
import { type Actor, loadActor } from "./actor";

// Requests about an organization that others decide: claims (organization-claims/) and proposed
// edits (organization-edit-proposals/). Their maker and those who decide see them; they queue.

/**
 * The guards over the request of the path's :id: `visible`, to its maker and to those who decide
 * it, else a 404; `decidable`, to those who decide it: 404 as `visible`, then 403 (`refusal`).
 */
export function decidedRequestGuards<R>(
  label: string,
  find: (db: Database, tenantId: TenantId, id: number) => Promise<R | undefined>,
  makerOf: (row: R) => number,
  decides: (actor: Actor, row: R) => boolean,
  refusal: string,
) {
  async function visible(c: Context<AppEnv>) {
    const actor = await loadActor(c);
    const { param, row } = await pathRow(c, find);
    if (row === undefined || (makerOf(row) !== actor.user?.id && !decides(actor, row))) throw notFound(`There is no ${label} ${param}.`);
    return { actor, row };
  }
  async function decidable(c: Context<AppEnv>) {
    const found = await visible(c);
    if (!decides(found.actor, found.row)) throw forbidden(refusal);
    return found;
  }
  return { visible, decidable };
}

type RequestTable = SQLiteTable & Record<"tenantId" | "id" | "organizationId" | "status", AnySQLiteColumn>;

/** A select of requests with their organization where a condition holds, before its order and page. */
interface Selected<R> {
  orderBy(...order: SQL[]): { limit(size: number): { offset(offset: number): { all(): Promise<R[]> } } };
}

/**
 * A page of the tenant's requests in `table` that the caller sees (`visible`: a condition on the
 * request and its organization; undefined for all) and the filter names, and their count, as a
 * queue: waiting ones first, oldest first; decided ones newest first after them. `select` selects
 * the rows (joined with their organization) where a condition holds.
 */
export async function requestQueue<R>(
  db: Database,
  table: RequestTable,
  tenantId: TenantId,
  visible: SQL | undefined,
  { filter, page }: { filter: { organization_id_eq?: number; status_eq?: string }; page: Page },
  select: (where: SQL | undefined) => Selected<R>,
) {
  const where = and(
    eq(table.tenantId, tenantId),
    visible,
    filter.organization_id_eq === undefined ? undefined : eq(table.organizationId, filter.organization_id_eq),
    filter.status_eq === undefined ? undefined : eq(table.status, filter.status_eq),
  );
  // Side by side, not in one batch (pageAndCount): a proposal's row holds its organization's
  // profile and address, left-joined whole tables whose columns share names, and a batch answers a
  // row by column name.
  const counted = db
    .select({ total: sql<number>`count(*)` })
    .from(table)
    .innerJoin(organizations, and(eq(organizations.tenantId, table.tenantId), eq(organizations.id, table.organizationId)))
    .where(where)
    .all();
  const ordered = select(where).orderBy(
    desc(sql`${table.status} = 'pending'`),
    asc(sql`CASE WHEN ${table.status} = 'pending' THEN ${table.id} ELSE -${table.id} END`),
  );
  const [rows, totals] = await Promise.all([ordered.limit(page.size).offset(pageOffset(page)).all(), counted]);
  return { rows, total: totals[0]?.total ?? 0 };
}
