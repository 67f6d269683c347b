import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import { ORGANIZATION_STATUSES, organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { organizationAddresses } from "../../db/organizations-schema";
import { organizationTags, tags } from "../../db/tags-schema";
import type { Point } from "../../geocoder/geocoder";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION_TAG_LINKS, tagsOfOwners } from "../tags/links";

// The social map's filters (docs/social-map.md), as SQL conditions on `organizations`.

/** A circle around a point: filter[near] resolved to coordinates, filter[distance_lte] in km. */
export interface Near extends Point {
  km: number;
}

const KM_PER_DEGREE = 111.195;

/**
 * Squared distance in km² from the circle's centre to the address, by the equirectangular
 * approximation (longitude degrees shrink by cos(latitude)): within 0.5 % of Haversine over the
 * distances of a Dutch region, and plain arithmetic, so SQLite needs no math functions.
 */
export function squaredKm(near: Point): SQL<number> {
  const shrink = Math.cos((near.latitude * Math.PI) / 180);
  return sql<number>`((${organizationAddresses.latitude} - ${near.latitude}) * ${KM_PER_DEGREE}) * ((${organizationAddresses.latitude} - ${near.latitude}) * ${KM_PER_DEGREE}) + ((${organizationAddresses.longitude} - ${near.longitude}) * ${KM_PER_DEGREE * shrink}) * ((${organizationAddresses.longitude} - ${near.longitude}) * ${KM_PER_DEGREE * shrink})`;
}

/** The same approximation in JavaScript (the web shows it; tests compare with it). */
export function distanceKm(a: Point, b: Point): number {
  const shrink = Math.cos((a.latitude * Math.PI) / 180);
  const dy = (b.latitude - a.latitude) * KM_PER_DEGREE;
  const dx = (b.longitude - a.longitude) * KM_PER_DEGREE * shrink;
  return Math.sqrt(dx * dx + dy * dy);
}

const addressWhere = (tenantId: TenantId, ...conditions: (SQL | undefined)[]) => and(eq(organizationAddresses.tenantId, tenantId), ...conditions);

// Each filter is `organizations.id IN (<its organizations>)`, not a correlated EXISTS: SQLite then
// starts from the tag, place or box (an index) instead of testing all 10,000 organizations.

export function hasTag(db: Database, tenantId: TenantId, tagId: number) {
  return inArray(
    organizations.id,
    db
      .select({ id: organizationTags.organizationId })
      .from(organizationTags)
      .where(and(eq(organizationTags.tenantId, tenantId), eq(organizationTags.tagId, tagId))),
  );
}

/** Tagged with a tag of this name (any centre of the tenant), whatever its case. */
export function hasTagNamed(db: Database, tenantId: TenantId, name: string) {
  return inArray(
    organizations.id,
    db
      .select({ id: organizationTags.organizationId })
      .from(organizationTags)
      .innerJoin(tags, and(eq(tags.id, organizationTags.tagId), eq(tags.tenantId, tenantId)))
      .where(and(eq(organizationTags.tenantId, tenantId), sql`${tags.name} = ${name} COLLATE NOCASE`)),
  );
}

export function inCity(db: Database, tenantId: TenantId, city: string) {
  return inArray(
    organizations.id,
    db
      .select({ id: organizationAddresses.organizationId })
      .from(organizationAddresses)
      .where(addressWhere(tenantId, sql`${organizationAddresses.city} = ${city} COLLATE NOCASE`)),
  );
}

// Latitude bands of the location index (0013_organization_directory_copy.sql): the same expression.
const BANDS_PER_DEGREE = 200;
const band = (latitude: number) => Math.floor((Math.max(-90, Math.min(90, latitude)) + 90) * BANDS_PER_DEGREE);
// Up to this many bands (55 km) each get their own longitude range (an IN list of integers we
// computed, written into the SQL: D1 binds at most 100 parameters); a wider circle takes the band
// range and filters longitude inside it.
const MAX_BANDS = 100;

/**
 * Within the circle, as a condition on organization_addresses: the statuses, the latitude bands its bounding
 * box touches and a longitude range in each (the location index), then the distance itself.
 */
export function withinCircle(near: Near): SQL {
  const dLat = near.km / KM_PER_DEGREE;
  const dLng = near.km / (KM_PER_DEGREE * Math.cos((near.latitude * Math.PI) / 180));
  const [low, high] = [band(near.latitude - dLat), band(near.latitude + dLat)];
  const bands =
    high - low < MAX_BANDS ? sql.raw(`IN (${Array.from({ length: high - low + 1 }, (_, i) => low + i).join(", ")})`) : sql`BETWEEN ${low} AND ${high}`;
  const a = organizationAddresses;
  // Every status, so the location index (status first) seeks each one when nothing narrows it.
  const statuses = sql.raw(ORGANIZATION_STATUSES.map((status) => `'${status}'`).join(", "));
  // Public addresses only, for everyone (0017: a hidden address is not found by distance); the
  // literal, as in the partial index's WHERE, so SQLite may use that index.
  return sql`${a.latitude} IS NOT NULL AND "organization_addresses"."visibility" = 'public' AND "organization_addresses"."organization_status" IN (${statuses}) AND ${a.longitude} IS NOT NULL AND CAST((${a.latitude} + 90) * ${sql.raw(String(BANDS_PER_DEGREE))} AS INTEGER) ${bands} AND ${a.longitude} BETWEEN ${near.longitude - dLng} AND ${near.longitude + dLng} AND ${a.latitude} BETWEEN ${near.latitude - dLat} AND ${near.latitude + dLat} AND ${squaredKm(near)} <= ${near.km * near.km}`;
}

/** Within the circle: its organizations by the location index. */
export function within(db: Database, tenantId: TenantId, near: Near) {
  return inArray(
    organizations.id,
    db
      .select({ id: organizationAddresses.organizationId })
      .from(organizationAddresses)
      .where(addressWhere(tenantId, withinCircle(near))),
  );
}

/** The ids of the tenant's tags of this name, whatever its case (one per centre at most). */
export async function tagIdsNamed(db: Database, tenantId: TenantId, name: string): Promise<number[]> {
  const rows = await db.all<{ id: number }>(
    sql`SELECT ${tags.id} AS id FROM ${tags} WHERE ${tags.tenantId} = ${tenantId} AND ${tags.name} = ${name} COLLATE NOCASE`,
  );
  return rows.map((r) => r.id);
}

/** The tags of these organizations, each organization's sorted by name. */
export const tagsOf = (db: Database, tenantId: TenantId, organizationIds: number[], options?: { counts: boolean }) =>
  tagsOfOwners(db, ORGANIZATION_TAG_LINKS, tenantId, organizationIds, options);
