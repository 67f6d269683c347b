import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { volunteerCenterProfiles, volunteerCenters } from "../../db/schema";
import type { Page } from "../../jsonapi/query";
import { countWhere, pageOffset, pageWithTotal, totalBeside } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";

// Every function here takes the request's tenant and filters every table it reads by it;
// a row of another tenant is indistinguishable from a missing row.

/** Centres with their profile (null when the centre has none). The profile is always read:
 *  its id is the `profile` relationship's linkage, sent even without `include=profile`. */
function selectWithProfile(db: Database, tenantId: TenantId) {
  return db
    .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, and(eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id), eq(volunteerCenterProfiles.tenantId, tenantId)));
}

export type VolunteerCenterRow = Awaited<ReturnType<ReturnType<typeof selectWithProfile>["all"]>>[number];

/**
 * One page of the tenant's centres, ordered by id, and the tenant's total, in one statement (the
 * total beside each row: pagination.ts totalBeside). A tenant has a handful of centres.
 */
export async function listVolunteerCenters(db: Database, tenantId: TenantId, page: Page) {
  const where = eq(volunteerCenters.tenantId, tenantId);
  const rows = await db
    .select({ center: volunteerCenters, profile: volunteerCenterProfiles, total: totalBeside() })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, and(eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id), eq(volunteerCenterProfiles.tenantId, tenantId)))
    .where(where)
    .orderBy(asc(volunteerCenters.id))
    .limit(page.size)
    .offset(pageOffset(page))
    .all();
  return pageWithTotal(rows, page, () => countWhere(db, volunteerCenters, where));
}

/** The tenant's centre with this id, or undefined (also when the id belongs to another tenant). */
export async function findVolunteerCenter(db: Database, tenantId: TenantId, id: number) {
  return selectWithProfile(db, tenantId)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, id)))
    .get();
}

/** The tenant's default centre: the one with the lowest id (undefined when it has none). */
export async function findDefaultVolunteerCenter(db: Database, tenantId: TenantId) {
  return selectWithProfile(db, tenantId).where(eq(volunteerCenters.tenantId, tenantId)).orderBy(asc(volunteerCenters.id)).limit(1).get();
}

/**
 * The settings version of the request's centre (its id, or the tenant's default): one indexed
 * read, for the web's per-page check of its cached centre (docs/settings.md). 0 without profile.
 */
export async function findCenterVersion(db: Database, tenantId: TenantId, id: number | undefined) {
  const row = await db
    .select({ id: volunteerCenters.id, version: volunteerCenterProfiles.version })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, and(eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id), eq(volunteerCenterProfiles.tenantId, tenantId)))
    .where(id === undefined ? eq(volunteerCenters.tenantId, tenantId) : and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, id)))
    .orderBy(asc(volunteerCenters.id))
    .limit(1)
    .get();
  return row && { id: row.id, version: row.version ?? 0 };
}
