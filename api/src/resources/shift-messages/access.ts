import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { parentOf } from "../shifts/parent";
import { findShift } from "../shifts/queries";
import { runnerSide } from "./conversation-key";

/**
 * The shift a message goes to, for the side that speaks for its activity or vacancy (runnerSide:
 * they write in the volunteers' conversations). A shift the caller cannot see is a 422 on
 * shift_id, as a missing one; one they may see but do not speak for, a 403.
 */
export async function messagedShift(c: Context<AppEnv>, shiftId: number) {
  const sender = requireUser(c);
  const { db, tenantId } = c.var;
  const row = await findShift(db, tenantId, shiftId);
  const parent = row && (await parentOf(db, tenantId, row.shift));
  const actor = await loadActor(c);
  if (!row || !parent || !parent.seenBy(actor)) throw fieldError("shift_id", `There is no shift ${shiftId}.`, "invalid");
  const side = runnerSide(actor, parent);
  if (side === null)
    throw forbidden("Only the organization running the shift (or the centre, for its own activity) messages its volunteers.", "/data/attributes/shift_id");
  return { shift: row.shift, parent, side, sender };
}
