import { Hono } from "hono";
import type { Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { resourceUrlOf, serializeDocument } from "../../jsonapi/serialize";
import { requireActivities } from "../activities/access";
import { findHourRecord } from "../hour-records/queries";
import { hourRecordSerializer, toHourRecordResource } from "../hour-records/serializer";
import { rosterActivity, rosterVacancy } from "./access";
import { type ShiftParent, parentMeta } from "../shifts/parent";
import { loadActor } from "../../auth/actor";
import type { ParsedQuery } from "../../jsonapi/query";
import { checkInOrOut } from "./check-in";
import { ensureCheckInKeys, rosterShifts, rosterSignUps } from "./queries";
import { CHECK_IN_TYPES_IN, checkInAttributes, checkInQuery, rosterQuery } from "./schema";
import { shiftRosterSerializer, toRoster } from "./serializer";

/** Mounted at /api/v1: an activity's or a vacancy's roster (/activities/:id/roster, /vacancies/:id/roster) and the check-ins (/shift_check_ins). */
export const SHIFT_CHECK_INS_BASE = "/api/v1";

const recordUrl = (c: Context<AppEnv>) => resourceUrlOf(`${SHIFT_CHECK_INS_BASE}/hour_records`)(c.req.url);

const managedActivity = guard(rosterActivity);
const managedVacancy = guard(rosterVacancy);
const rosterList = listQuery(rosterQuery);

/** Every shift of the parent with who is on it; the first look gives the shifts their check-in keys (one batch). */
async function rosterOf(c: Context<AppEnv>, parent: ShiftParent, query: ParsedQuery<typeof rosterQuery>) {
  const { db, tenantId } = c.var;
  const [, shifts, signUps] = await db.batch([
    ensureCheckInKeys(db, tenantId, parent),
    rosterShifts(db, tenantId, parent),
    rosterSignUps(db, tenantId, parent),
  ]);
  const resources = toRoster(shifts, signUps);
  const meta = { total: resources.length, parent: parentMeta(parent, await loadActor(c)) };
  return sendDocument(c, await serializeDocument(shiftRosterSerializer, resources, { ...query, selfUrl: c.req.url, meta }));
}
const recordQuery = showQuery(checkInQuery);

// The roster and the check-in link (docs/shifts-and-hours.md). Off where activities are.
export const shiftCheckInRoutes = new Hono<AppEnv>()
  .get("/activities/:id/roster", requireActivities, managedActivity, rosterList, async (c) => rosterOf(c, managedActivity.of(c), c.req.valid("query")))
  .all("/activities/:id/roster", methodNotAllowed(["GET"]))
  .get("/vacancies/:id/roster", requireActivities, managedVacancy, rosterList, async (c) => rosterOf(c, managedVacancy.of(c), c.req.valid("query")))
  .all("/vacancies/:id/roster", methodNotAllowed(["GET"]))
  // Check in (201, an open record) or out (200, the record pending approval) with the link's key.
  .post("/shift_check_ins", requireActivities, signedIn, recordQuery, writeDocument(CHECK_IN_TYPES_IN, checkInAttributes, { create: true }), async (c) => {
    const { db, tenantId } = c.var;
    const { id, created } = await checkInOrOut(db, tenantId, requireUser(c).id, c.req.valid("json"));
    const resource = toHourRecordResource((await findHourRecord(db, tenantId, id))!);
    const document = await serializeDocument(hourRecordSerializer, resource, { ...c.req.valid("query"), selfUrl: c.req.url, resourceUrl: recordUrl(c) });
    return sendDocument(c, document, created ? 201 : 200);
  })
  .all("/shift_check_ins", methodNotAllowed(["POST"]));
