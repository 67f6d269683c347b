import type { ShiftParentKind } from "@contract/shifts";
import type { Context } from "hono";
import { and, eq, inArray } from "drizzle-orm";
import { requireUser } from "../../auth/authenticate";
import { type Actor, loadActor } from "../../auth/actor";
import { organizations } from "../../db/accounts-schema";
import { activities } from "../../db/activities-schema";
import { vacancies } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { missingActivity } from "../activities/access";
import { missingVacancy } from "../vacancies/access";
import { type ShiftParent, activityParent, findParent, parentMeta, vacancyParent } from "./parent";
import { listShifts, shiftById } from "./queries";
import { shifts } from "../../db/shifts-schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";

// A shift is seen and managed as its parent is (docs/shifts-and-hours.md): anyone sees the shifts
// of an approved activity or a public vacancy; its managers (the organization's admins, the
// centre's staff, super admins) add, change and remove them.

export const missingShift = (id: string) => notFound(`There is no shift ${id}.`);
export const missingParent = (kind: ShiftParentKind, id: string) => (kind === "activity" ? missingActivity(id) : missingVacancy(id));
const notManager = (parent: ShiftParent) => forbidden(`You are not allowed to change this ${parent.kind}'s shifts.`);

/** The parent and its shifts, read in one D1 round trip (a batch), as the public page's budget allows (docs/performance.md). */
async function parentWithShifts(c: Context<AppEnv>, kind: ShiftParentKind, id: number) {
  const { db, tenantId } = c.var;
  if (kind === "activity") {
    const [found, rows] = await db.batch([
      db
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id))),
      listShifts(db, tenantId, kind, id),
    ]);
    return { parent: found[0] && activityParent(found[0]), rows };
  }
  // The vacancy and its organization as two selects of one table each: a joined select's columns
  // of the same name (id, tenant_id) come back from a D1 batch merged.
  const vacancy = and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id));
  const [found, organization, rows] = await db.batch([
    db.select().from(vacancies).where(vacancy),
    db
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, db.select({ id: vacancies.organizationId }).from(vacancies).where(vacancy)))),
    listShifts(db, tenantId, kind, id),
  ]);
  return { parent: found[0] && organization[0] && vacancyParent({ vacancy: found[0], organization: organization[0] }), rows };
}

/** GET /activities/:id/shifts and /vacancies/:id/shifts: the shifts, if the caller may see their parent, and the parent as `meta.parent`. */
export async function visibleShifts(c: Context<AppEnv>, kind: ShiftParentKind, param: string) {
  const id = parseIntegerId(param);
  const { parent, rows } = id === undefined ? { parent: undefined, rows: [] } : await parentWithShifts(c, kind, id);
  const actor = await loadActor(c);
  if (parent === undefined || !parent.seenBy(actor)) throw missingParent(kind, param);
  return { rows, parent: parentMeta(parent, actor) };
}

/** The parent a new shift is for: seen (else undefined, a 422 as a missing one) and managed (else 403). */
export async function managedParent(c: Context<AppEnv>, kind: ShiftParentKind, id: number, actor: Actor) {
  const parent = await findParent(c.var.db, c.var.tenantId, kind, id);
  if (parent === undefined || !parent.seenBy(actor)) return undefined;
  if (!parent.managedBy(actor)) throw notManager(parent);
  return parent;
}

export type ShiftTarget = Awaited<ReturnType<typeof shiftTarget>>;

/**
 * A shift with its parent in one D1 round trip: a batch of one-table selects, each finding its row
 * through the shift (a joined select's columns of the same name come back from a batch merged).
 */
async function shiftWithParent(db: Database, tenantId: TenantId, id: number) {
  const ofShift = (column: typeof shifts.activityId | typeof shifts.vacancyId) =>
    db
      .select({ id: column })
      .from(shifts)
      .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, id)));
  const [row, activity, vacancy, organization] = await db.batch([
    shiftById(db, tenantId, id),
    db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, tenantId), inArray(activities.id, ofShift(shifts.activityId)))),
    db
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, ofShift(shifts.vacancyId)))),
    db
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, tenantId),
          inArray(
            organizations.id,
            db
              .select({ id: vacancies.organizationId })
              .from(vacancies)
              .where(inArray(vacancies.id, ofShift(shifts.vacancyId))),
          ),
        ),
      ),
  ]);
  const parent = activity[0]
    ? activityParent(activity[0])
    : vacancy[0] && organization[0] && vacancyParent({ vacancy: vacancy[0], organization: organization[0] });
  return { row: row[0], parent };
}

/** The shift of /shifts/:id and its parent, for whoever may see it; `manage` also requires a manager (403). */
export async function shiftTarget(c: Context<AppEnv>, manage: boolean) {
  if (manage) requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const { row, parent } = id === undefined ? { row: undefined, parent: undefined } : await shiftWithParent(c.var.db, c.var.tenantId, id);
  const actor = await loadActor(c);
  if (!row || !parent || !parent.seenBy(actor)) throw missingShift(param);
  if (manage && !parent.managedBy(actor)) throw notManager(parent);
  return { row, parent, actor };
}

/** Guards for /shifts/:id: whoever sees it, and its parent's managers. */
export const seenShift = (c: Context<AppEnv>) => shiftTarget(c, false);
export const managedShift = (c: Context<AppEnv>) => shiftTarget(c, true);
