import { type SQL, and, asc, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { activities, activitySignUps, activityTags } from "../../db/activities-schema";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { containsText } from "../../db/contains";
import { tags } from "../../db/tags-schema";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import type { ActivityRow } from "./serializer";
import { findInTenant } from "../../db/find-in-tenant";

// Every query names the request's tenant: another tenant's activity is indistinguishable from a
// missing one.

const count = (status: "confirmed" | "waiting") =>
  sql<number>`(SELECT count(*) FROM activity_sign_ups s WHERE s.activity_id = ${activities.id} AND s.status = ${status})`;

const selection = (tenantId: TenantId) => ({
  activity: activities,
  organizationName: organizations.name,
  confirmedCount: count("confirmed"),
  waitingCount: count("waiting"),
  // The activity's tag ids ("3,7"), read with the row (one seek of the link table's primary key
  // each): a second statement for the links cost a round trip to D1 per list (docs/performance.md).
  tagIdList: sql<string | null>`(SELECT group_concat(t.tag_id) FROM ${activityTags} t WHERE t.activity_id = ${activities.id} AND t.tenant_id = ${tenantId})`,
});

function select(db: Database, tenantId: TenantId) {
  return db
    .select(selection(tenantId))
    .from(activities)
    .leftJoin(organizations, and(eq(organizations.id, activities.organizationId), eq(organizations.tenantId, tenantId)));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>["all"]>>[number];

function toRow({ tagIdList, ...row }: Selected): ActivityRow {
  const tagIds = tagIdList ? tagIdList.split(",").map(Number) : [];
  return { ...row, tagIds: tagIds.sort((a, b) => a - b) };
}

export async function findActivity(db: Database, tenantId: TenantId, id: number): Promise<ActivityRow | undefined> {
  const row = await select(db, tenantId)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id)))
    .get();
  return row === undefined ? undefined : toRow(row);
}

export interface Candidates {
  /** The window's local dates. */
  from: string;
  to: string;
  centerId?: number;
  status?: Activity["status"];
  kind?: Activity["kind"];
  tagId?: number;
  place?: string;
  /** Words each found somewhere in the title, place or stored description (a first cut: the list checks the description's words). */
  words?: string[];
  online?: boolean;
  organizationId?: number;
  /** Managed lists: what the actor manages, of every status. */
  managedBy?: Actor;
}
type Activity = typeof activities.$inferSelect;

/** Most activities one list considers; a centre's calendar holds far fewer. */
const CANDIDATE_LIMIT = 2000;

/** The activities that may have an occurrence in the window, earliest start first. */
export async function listCandidates(db: Database, tenantId: TenantId, f: Candidates): Promise<ActivityRow[]> {
  const where: (SQL | undefined)[] = [eq(activities.tenantId, tenantId), gte(activities.lastDate, f.from), lte(activities.startsAt, `${f.to}T23:59`)];
  if (f.centerId !== undefined) where.push(eq(activities.volunteerCenterId, f.centerId));
  if (f.status !== undefined) where.push(eq(activities.status, f.status));
  if (f.kind !== undefined) where.push(eq(activities.kind, f.kind));
  if (f.place !== undefined) where.push(sql`lower(${activities.place}) = lower(${f.place})`);
  if (f.online !== undefined) where.push(eq(activities.online, f.online));
  const text = sql`${activities.title} || ' ' || coalesce(${activities.place}, '') || ' ' || ${activities.description}`;
  for (const word of f.words ?? []) where.push(containsText(text, word));
  if (f.organizationId !== undefined) where.push(eq(activities.organizationId, f.organizationId));
  if (f.tagId !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM activity_tags t WHERE t.activity_id = ${activities.id} AND t.tag_id = ${f.tagId} AND t.tenant_id = ${tenantId})`);
  const actor = f.managedBy;
  if (actor !== undefined && !actor.superAdmin) {
    const mine: SQL[] = [];
    if (actor.staffCenterIds.length > 0) mine.push(inArray(activities.volunteerCenterId, actor.staffCenterIds));
    if (actor.adminOrgIds.length > 0) mine.push(inArray(activities.organizationId, actor.adminOrgIds));
    where.push(mine.length > 0 ? or(...mine) : sql`0`);
  }
  const rows = await select(db, tenantId)
    .where(and(...where))
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(CANDIDATE_LIMIT);
  return rows.map(toRow);
}

/** The tag ids among `ids` that are tags of this centre. */
export async function centerTagIds(db: Database, tenantId: TenantId, centerId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.volunteerCenterId, centerId), inArray(tags.id, ids)));
  return rows.map((r) => r.id);
}

/** The sign-ups holding a place or waiting, in the waiting list's order. */
export function liveSignUps(db: Database, tenantId: TenantId, activityId: number) {
  return db
    .select()
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.activityId, activityId), inArray(activitySignUps.status, ["confirmed", "waiting"])))
    .orderBy(asc(activitySignUps.queuedAt), asc(activitySignUps.id));
}

/** An activity's sign-ups in the order they came. */
export const signUpsOf = (db: Database, tenantId: TenantId, activityId: number) =>
  db
    .select()
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.activityId, activityId)))
    .orderBy(activitySignUps.id);

/** A user's own sign-ups, newest first. */
export const signUpsBy = (db: Database, tenantId: TenantId, userId: number) =>
  db
    .select()
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.userId, userId)))
    .orderBy(desc(activitySignUps.id));

export const findSignUp = (db: Database, tenantId: TenantId, id: number) => findInTenant(db, activitySignUps, tenantId, id);
