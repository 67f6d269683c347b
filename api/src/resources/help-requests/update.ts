import { HELP_REQUESTS, helpRequestUpdateRules } from "@contract/help-requests";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { users } from "../../db/accounts-schema";
import { helpRequests } from "../../db/help-requests-schema";
import type { AppEnv } from "../../env";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { notify } from "../notifications/notify";
import type { HelpRequestRow } from "./queries";

const attributes = z.object(helpRequestUpdateRules).strict();

/**
 * PATCH /help_requests/:id (the centre's staff, checked by the route): match a volunteer of the
 * tenant (status becomes matched, the volunteer is told), write the follow-up, close or reopen.
 * An unconfirmed request is not theirs to act on yet (422).
 */
export async function updateHelpRequest(c: Context<AppEnv>, request: HelpRequestRow) {
  const input = await readResourceDocument(c, [HELP_REQUESTS, "help_request"]);
  const values = parseValues(attributes, input.attributes);
  if (request.status === "unconfirmed") throw fieldError("status", "The requester has not confirmed this request yet.", "invalid_transition");
  const { db, tenantId } = c.var;
  const volunteerId = values.volunteer_id === undefined ? request.volunteer_id : values.volunteer_id;
  if (values.volunteer_id != null && values.volunteer_id !== request.volunteer_id) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, values.volunteer_id), eq(users.status, "active")))
      .get();
    if (!found) throw fieldError("volunteer_id", `There is no volunteer ${values.volunteer_id}.`, "invalid");
  }
  // Naming a volunteer matches; taking the volunteer away opens the request again.
  const status = values.status ?? (values.volunteer_id === undefined ? request.status : volunteerId === null ? "open" : "matched");
  if (status === "matched" && volunteerId === null) throw fieldError("volunteer_id", "A matched request needs its volunteer.", "blank");
  const at = new Date().toISOString();
  const newMatch = status === "matched" && volunteerId !== request.volunteer_id;
  const update = db
    .update(helpRequests)
    .set({
      status,
      volunteerId: status === "open" ? null : volunteerId,
      ...(values.follow_up !== undefined && { followUp: values.follow_up || null }),
      ...(newMatch && { matchedAt: at }),
      updatedAt: at,
    })
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, request.id)));
  const told = newMatch
    ? notify(db, tenantId, {
        userIds: [volunteerId],
        kind: "help_request_matched",
        subject: { type: "HelpRequest", id: request.id },
        path: `/een-op-een-hulp/${request.id}`,
        params: { what: request.what.slice(0, 80) },
      })
    : undefined;
  await db.batch(told ? [update, told] : [update]);
}
