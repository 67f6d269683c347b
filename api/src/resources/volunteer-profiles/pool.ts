import { availabilityMask, fieldMask } from "@contract/volunteer-profiles";
import { searchWords } from "@contract/rules";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import type { VolunteerProfile } from "../../db/volunteer-profiles-schema";
import type { Page } from "../../jsonapi/query-spec";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";
import type { PoolViewer } from "./access";
import { type ProfileRow } from "./serializer";
import { themesSelect, withThemes } from "./queries";

/** Without filter[distance_km], a search near a postcode reaches this far. */
export const DEFAULT_POOL_KM = 25;
const MAX_WORDS = 8;
const KM_PER_DEGREE_LATITUDE = 110.574;

export interface PoolFilter {
  search?: string;
  tag_ids?: number[];
  availability?: string[];
  hours_min?: number;
  point?: { latitude: number; longitude: number };
  distance_km?: number;
}

// The latitude bands of the index volunteer_profiles_pool_bands (migration 0136): the same
// expression, written out (a bound parameter would not match the index's).
const BANDS_PER_DEGREE = 20;
const bandOf = sql.raw(`CAST((p.latitude + 90) * ${BANDS_PER_DEGREE} AS INTEGER)`);

/** The bands between two latitudes, as an IN list: the index then reads a longitude range in each. */
function inBands(from: number, to: number): SQL {
  const band = (latitude: number) => Math.floor((Math.max(-90, Math.min(90, latitude)) + 90) * BANDS_PER_DEGREE);
  const bands = Array.from({ length: band(to) - band(from) + 1 }, (_, i) => band(from) + i);
  return sql`${bandOf} IN (${sql.raw(bands.join(", "))})`;
}

/** The FTS5 query of what was typed: its words as quoted prefixes (no FTS syntax gets through), all required. */
function matchExpression(search: string, column: "everything" | "shown") {
  return `${column} : (${searchWords(search)
    .slice(0, MAX_WORDS)
    .map((w) => `"${w}"*`)
    .join(" ")})`;
}

/**
 * One condition per filter. An organization's filter on a field the volunteer hides never
 * matches that profile: what it cannot see must not be learnt by searching on it.
 */
function conditions(viewer: PoolViewer, filter: PoolFilter): { where: SQL[]; distance: SQL | null } {
  const shown = (field: string) => (viewer === "organization" ? [sql`(p.visible_fields & ${fieldMask([field])}) != 0`] : []);
  const where: SQL[] = [];
  if (filter.search !== undefined && filter.search.trim() !== "") {
    const expression = matchExpression(filter.search, viewer === "staff" ? "everything" : "shown");
    where.push(sql`p.user_id IN (SELECT rowid FROM volunteer_profile_search WHERE volunteer_profile_search MATCH ${expression})`);
  }
  if (filter.tag_ids?.length) {
    where.push(
      ...shown("themes"),
      sql`EXISTS (SELECT 1 FROM volunteer_profile_tags t WHERE t.user_id = p.user_id AND t.tenant_id = p.tenant_id AND ${inIdList(sql`t.tag_id`, filter.tag_ids)})`,
    );
  }
  if (filter.availability?.length) where.push(...shown("availability"), sql`(p.availability & ${availabilityMask(filter.availability)}) != 0`);
  if (filter.hours_min !== undefined) where.push(...shown("hours_per_week"), sql`p.hours_per_week >= ${filter.hours_min}`);
  if (filter.point === undefined) return { where, distance: null };
  // Areas apart, on a flat map around the point (exact enough within 100 km): squared km.
  const { latitude, longitude } = filter.point;
  const km = filter.distance_km ?? DEFAULT_POOL_KM;
  const kmPerDegreeLongitude = 111.32 * Math.cos((latitude * Math.PI) / 180);
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  const dLng = km / kmPerDegreeLongitude;
  const distance = sql`(((p.latitude - ${latitude}) * ${KM_PER_DEGREE_LATITUDE}) * ((p.latitude - ${latitude}) * ${KM_PER_DEGREE_LATITUDE}) + ((p.longitude - ${longitude}) * ${kmPerDegreeLongitude}) * ((p.longitude - ${longitude}) * ${kmPerDegreeLongitude}))`;
  // Both ways: within the searcher's distance, and no further than the volunteer will travel.
  const reach = sql`min(${km}, coalesce(p.travel_km, ${km}))`;
  where.push(
    ...shown("area"),
    inBands(latitude - dLat, latitude + dLat),
    sql`p.latitude BETWEEN ${latitude - dLat} AND ${latitude + dLat}`,
    sql`p.longitude BETWEEN ${longitude - dLng} AND ${longitude + dLng}`,
    sql`${distance} <= ${reach} * ${reach}`,
  );
  return { where, distance };
}

interface RawRow {
  user_id: number;
  first_name: string | null;
  d2: number | null;
}

/**
 * One page of a centre's published profiles, newest first (nearest first near a postcode), and
 * whether another page follows. Not counted: a count reads every match, a page reads its rows
 * (docs/performance-history.md, "The volunteer pool at 50,000 profiles").
 */
export async function searchPool(
  db: Database,
  tenantId: TenantId,
  centerId: number,
  viewer: PoolViewer,
  filter: PoolFilter,
  page: Page,
): Promise<{ rows: ProfileRow[]; more: boolean }> {
  const { where, distance } = conditions(viewer, filter);
  // A deleted account's profile is in no pool (decision 0017); deleted accounts are few, read
  // once through a partial index (0172).
  const notDeleted = sql`p.user_id NOT IN (SELECT d.id FROM users d WHERE d.tenant_id = ${tenantId} AND d.deleted_at IS NOT NULL)`;
  const all = sql.join([sql`p.tenant_id = ${tenantId}`, sql`p.volunteer_center_id = ${centerId}`, sql`p.published = 1`, notDeleted, ...where], sql` AND `);
  const order = distance === null ? sql`p.published_at DESC, p.user_id DESC` : sql`d2, p.user_id`;
  const found = await db.all<RawRow>(sql`SELECT p.user_id, ${distance ?? sql`NULL`} AS d2
    FROM volunteer_profiles p WHERE ${all} ORDER BY ${order} LIMIT ${page.size + 1} OFFSET ${pageOffset(page)}`);
  const more = found.length > page.size;
  const ids = found.slice(0, page.size);
  if (ids.length === 0) return { rows: [], more };
  const userIds = ids.map((r) => r.user_id);
  // The page's profiles and their themes in one D1 batch: both need only the ids.
  const [profiles, themes] = await db.batch([
    db.all<Record<string, unknown>>(sql`SELECT p.*, u.first_name FROM volunteer_profiles p
    JOIN users u ON u.id = p.user_id AND u.tenant_id = p.tenant_id
    WHERE p.tenant_id = ${tenantId} AND ${inIdList(sql`p.user_id`, userIds)}`),
    themesSelect(db, tenantId, userIds),
  ]);
  const byId = new Map(profiles.map((r) => [Number(r.user_id), r]));
  const rows = ids.map((r) => {
    const raw = byId.get(r.user_id)!;
    return {
      profile: toProfile(raw),
      firstName: String(raw.first_name ?? ""),
      distanceKm: r.d2 === null ? null : Math.round(Math.sqrt(r.d2)),
    };
  });
  return { rows: withThemes(rows, themes), more };
}

/** A raw row as Drizzle's type. */
const toProfile = (r: Record<string, unknown>): VolunteerProfile => ({
  userId: Number(r.user_id),
  tenantId: String(r.tenant_id),
  volunteerCenterId: Number(r.volunteer_center_id),
  published: Number(r.published),
  publishedAt: (r.published_at as string | null) ?? null,
  introduction: (r.introduction as string | null) ?? null,
  skills: (r.skills as string | null) ?? null,
  availability: Number(r.availability),
  hoursPerWeek: (r.hours_per_week as number | null) ?? null,
  postcodeArea: (r.postcode_area as string | null) ?? null,
  latitude: (r.latitude as number | null) ?? null,
  longitude: (r.longitude as number | null) ?? null,
  travelKm: (r.travel_km as number | null) ?? null,
  visibleFields: Number(r.visible_fields),
  photoUrl: (r.photo_url as string | null) ?? null,
  createdAt: String(r.created_at),
  updatedAt: String(r.updated_at),
});
