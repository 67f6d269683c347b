import { MAX_HOUR_REVIEWS } from "@contract/hours";
import { Hono } from "hono";
import type { Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { bulkDocument, guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { resourceUrlOf, serializeDocument } from "../../jsonapi/serialize";
import { removableRecord, reviewableRecord, reviewedOrganization, visibleRecord } from "./access";
import { recordHours } from "./create";
import { deleteHourRecord, findHourRecord, listHourRecords } from "./queries";
import { reviewMany, reviewOne } from "./review";
import { HOUR_RECORD_TYPES_IN, createAttributes, indexQuery, reviewAttributes, showQuery as showSpec, totalsQuery } from "./schema";
import { type HourRecordRow, hourRecordSerializer, toHourRecordResource } from "./serializer";
import { hourTotalSerializer, hourTotals } from "./totals";

/** Mounted at /api/v1: the records (/hour_records) and an organization's (/organizations/:id/hour_records). */
export const HOUR_RECORDS_BASE = "/api/v1";

const recordUrl = (c: Context<AppEnv>) => resourceUrlOf(`${HOUR_RECORDS_BASE}/hour_records`)(c.req.url);

const recordQuery = showQuery(showSpec);
const ownList = listQuery(indexQuery);
const organizationList = listQuery(indexQuery);
const seen = guard(visibleRecord);
const reviewable = guard(reviewableRecord);
const removable = guard(removableRecord);
const organization = guard(reviewedOrganization);
const totalsList = listQuery(totalsQuery);
const organizationTotalsList = listQuery(totalsQuery);

const recordDocument = async (c: Context<AppEnv>, rows: HourRecordRow | HourRecordRow[], query: { include: string[]; fields: Record<string, string[]> }) =>
  serializeDocument(hourRecordSerializer, Array.isArray(rows) ? rows.map(toHourRecordResource) : toHourRecordResource(rows), {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: recordUrl(c),
    ...(Array.isArray(rows) && { meta: { total: rows.length } }),
  });

// Hours volunteers give (docs/shifts-and-hours.md): the volunteer records their own (pending);
// the organization's admins, its centre's staff and super admins approve, correct or refuse them.
export const hourRecordRoutes = new Hono<AppEnv>()
  .get("/hour_records", signedIn, ownList, async (c) => {
    const query = c.req.valid("query");
    const { db, tenantId } = c.var;
    const filter = { userId: requireUser(c).id, status: query.filter.status_eq, year: query.filter.year_eq, shiftId: query.filter.shift_id_eq };
    const [rows, [counted]] = await db.batch(listHourRecords(db, tenantId, filter, query.page));
    return sendList(c, hourRecordSerializer, rows.map(toHourRecordResource), query, { total: counted!.total, resourceUrl: recordUrl(c) });
  })
  .post("/hour_records", signedIn, recordQuery, writeDocument(HOUR_RECORD_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const { db, tenantId } = c.var;
    const id = await recordHours(db, tenantId, requireUser(c).id, c.req.valid("json"));
    const row = (await findHourRecord(db, tenantId, id))!;
    return sendDocument(c, await recordDocument(c, row, c.req.valid("query")), 201, { Location: recordUrl(c)({ id: String(id) }) });
  })
  // Decisions on many records at once (review.ts): all checked before any is written.
  .patch(
    "/hour_records",
    signedIn,
    recordQuery,
    bulkDocument({ types: HOUR_RECORD_TYPES_IN, max: MAX_HOUR_REVIEWS, one: "hour record", many: "hour_records" }),
    async (c) => {
      const rows = await reviewMany(c.var.db, c.var.tenantId, await loadActor(c), c.req.valid("json"));
      return sendDocument(c, await recordDocument(c, rows, c.req.valid("query")));
    },
  )
  .all("/hour_records", methodNotAllowed(["GET", "POST", "PATCH"]))
  .get("/hour_records/:id", seen, recordQuery, async (c) => sendDocument(c, await recordDocument(c, seen.of(c).row, c.req.valid("query"))))
  .on(["PUT", "PATCH"], "/hour_records/:id", reviewable, recordQuery, writeDocument(HOUR_RECORD_TYPES_IN, reviewAttributes), async (c) => {
    const { row, reviewer } = reviewable.of(c);
    const { db, tenantId } = c.var;
    await reviewOne(db, tenantId, reviewer, row, c.req.valid("json"));
    return sendDocument(c, await recordDocument(c, (await findHourRecord(db, tenantId, row.record.id))!, c.req.valid("query")));
  })
  .delete("/hour_records/:id", removable, async (c) => {
    await deleteHourRecord(c.var.db, c.var.tenantId, removable.of(c).record.id);
    return c.body(null, 204);
  })
  .all("/hour_records/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .get("/organizations/:id/hour_records", organization, organizationList, async (c) => {
    const query = c.req.valid("query");
    const { db, tenantId } = c.var;
    const filter = { organizationId: organization.of(c).id, status: query.filter.status_eq, year: query.filter.year_eq, shiftId: query.filter.shift_id_eq };
    const [rows, [counted]] = await db.batch(listHourRecords(db, tenantId, filter, query.page));
    return sendList(c, hourRecordSerializer, rows.map(toHourRecordResource), query, { total: counted!.total, resourceUrl: recordUrl(c) });
  })
  .all("/organizations/:id/hour_records", methodNotAllowed(["GET"]))
  // Approved hours per year: one's own per organization (a statement's figure), an organization's per volunteer.
  .get("/hour_totals", signedIn, totalsList, async (c) => {
    const { filter, ...query } = c.req.valid("query");
    const of = { userId: requireUser(c).id, organizationId: filter.organization_id_eq, year: filter.year_eq, perVolunteer: false };
    const totals = await hourTotals(c.var.db, c.var.tenantId, of);
    return sendDocument(c, await serializeDocument(hourTotalSerializer, totals, { ...query, selfUrl: c.req.url, meta: { total: totals.length } }));
  })
  .all("/hour_totals", methodNotAllowed(["GET"]))
  .get("/organizations/:id/hour_totals", organization, organizationTotalsList, async (c) => {
    const { filter, ...query } = c.req.valid("query");
    const totals = await hourTotals(c.var.db, c.var.tenantId, { organizationId: organization.of(c).id, year: filter.year_eq, perVolunteer: true });
    return sendDocument(c, await serializeDocument(hourTotalSerializer, totals, { ...query, selfUrl: c.req.url, meta: { total: totals.length } }));
  })
  .all("/organizations/:id/hour_totals", methodNotAllowed(["GET"]));
