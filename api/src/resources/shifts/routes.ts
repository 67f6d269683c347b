import type { ShiftParentMeta } from "@contract/shifts";
import { Hono } from "hono";
import type { Context } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import type { ParsedQuery } from "../../jsonapi/query-spec";
import { resourceUrlOf, serializeDocument } from "../../jsonapi/serialize";
import { requireActivities } from "../activities/access";
import { managedShift, seenShift, visibleShifts } from "./access";
import { createShifts, deleteShift, updateShift } from "./change";
import { parentMeta } from "./parent";
import { findShift } from "./queries";
import { SHIFT_TYPES_IN, createAttributes, indexQuery, showQuery as showSpec, updateAttributes } from "./schema";
import { type ShiftRow, shiftSerializer, toShiftResource } from "./serializer";

/** Mounted at /api/v1: an activity's or a vacancy's shifts (/activities/:id/shifts, /vacancies/:id/shifts) and the shifts themselves (/shifts). */
export const SHIFTS_BASE = "/api/v1";

const shiftUrl = (c: Context<AppEnv>) => resourceUrlOf(`${SHIFTS_BASE}/shifts`)(c.req.url);

async function shiftDocument(c: Context<AppEnv>, id: number, query: ParsedQuery<typeof showSpec>, meta?: Record<string, unknown>) {
  const resource = toShiftResource((await findShift(c.var.db, c.var.tenantId, id))!);
  return {
    resource,
    document: await serializeDocument(shiftSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: shiftUrl(c), ...(meta && { meta }) }),
  };
}

/** A parent's shifts as a list document, the parent in its meta. */
async function listOf(c: Context<AppEnv>, found: { rows: ShiftRow[]; parent: ShiftParentMeta }, query: ParsedQuery<typeof indexQuery>) {
  const rows = found.rows.map(toShiftResource);
  return sendDocument(
    c,
    await serializeDocument(shiftSerializer, rows, {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: shiftUrl(c),
      meta: { total: rows.length, parent: found.parent },
    }),
  );
}

const shiftQuery = showQuery(showSpec);
const shiftList = listQuery(indexQuery);
const seen = guard(seenShift);
const managed = guard(managedShift);

// Shifts are seen as their activity or vacancy is and changed by its managers (docs/shifts-and-hours.md).
// Every route is off where activities are (the meedoen app context): requireActivities per route,
// as the app is mounted at /api/v1 itself.
export const shiftRoutes = new Hono<AppEnv>()
  .get("/activities/:id/shifts", requireActivities, shiftList, async (c) =>
    listOf(c, await visibleShifts(c, "activity", c.req.param("id")), c.req.valid("query")),
  )
  .all("/activities/:id/shifts", methodNotAllowed(["GET"]))
  .get("/vacancies/:id/shifts", requireActivities, shiftList, async (c) =>
    listOf(c, await visibleShifts(c, "vacancy", c.req.param("id")), c.req.valid("query")),
  )
  .all("/vacancies/:id/shifts", methodNotAllowed(["GET"]))
  // One shift, or `weeks` of them a week apart: the answer is the first, meta.created counts them.
  .post("/shifts", requireActivities, signedIn, shiftQuery, writeDocument(SHIFT_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const { id, created } = await createShifts(c, c.req.valid("json"));
    const { resource, document } = await shiftDocument(c, id, c.req.valid("query"), { created });
    return sendDocument(c, document, 201, { Location: shiftUrl(c)(resource) });
  })
  .all("/shifts", methodNotAllowed(["POST"]))
  // The guard read the shift: its answer is that row, not a second read.
  .get("/shifts/:id", requireActivities, seen, shiftQuery, async (c) => {
    const { row, parent, actor } = seen.of(c);
    const meta = { parent: parentMeta(parent, actor) };
    return sendDocument(
      c,
      await serializeDocument(shiftSerializer, toShiftResource(row), { ...c.req.valid("query"), selfUrl: c.req.url, resourceUrl: shiftUrl(c), meta }),
    );
  })
  .on(["PUT", "PATCH"], "/shifts/:id", requireActivities, managed, shiftQuery, writeDocument(SHIFT_TYPES_IN, updateAttributes), async (c) => {
    const id = await updateShift(c, managed.of(c), c.req.valid("json"));
    return sendDocument(c, (await shiftDocument(c, id, c.req.valid("query"))).document);
  })
  .delete("/shifts/:id", requireActivities, managed, async (c) => {
    await deleteShift(c, managed.of(c));
    return c.body(null, 204);
  })
  .all("/shifts/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
