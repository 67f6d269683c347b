import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { requireActivities } from "../activities/access";
import { messagedShift } from "./access";
import { SHIFT_MESSAGE_TYPES_IN, createAttributes, showQuery as showSpec } from "./schema";
import { sendShiftMessage } from "./send";
import { shiftMessageSerializer, toShiftMessageResource } from "./serializer";

/** Mounted at /api/v1: one message to everyone holding a place in a shift (docs/shifts-and-hours.md). */
export const SHIFT_MESSAGES_BASE = "/api/v1";

const messageQuery = showQuery(showSpec);

// Sent, not kept as a resource to read back: it lives on in each volunteer's conversation and in
// the guests' mail, so the path takes a POST only. Off where activities are.
export const shiftMessageRoutes = new Hono<AppEnv>()
  .use("/shift_messages", requireActivities)
  .post("/shift_messages", signedIn, messageQuery, writeDocument(SHIFT_MESSAGE_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const { shift_id, body } = c.req.valid("json");
    const target = await messagedShift(c, shift_id);
    const sent = await sendShiftMessage(c, target, body);
    const resource = toShiftMessageResource({ ...sent, shiftId: shift_id, body });
    // Kept in each conversation and mail, not at an address of its own: Location is the shift it went to.
    const location = new URL(`${SHIFT_MESSAGES_BASE}/shifts/${shift_id}`, c.req.url).href;
    return sendDocument(c, await serializeDocument(shiftMessageSerializer, resource, { ...c.req.valid("query"), selfUrl: c.req.url }), 201, {
      Location: location,
    });
  })
  .all("/shift_messages", methodNotAllowed(["POST"]));
