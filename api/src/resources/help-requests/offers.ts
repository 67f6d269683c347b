import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { helpOffers } from "../../db/help-requests-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { notify } from "../../notifications/notify";
import type { HelpAccess } from "./access";
import { staffOf } from "./create";
import { type HelpRequestRow, findHelpRequest, offersOn } from "./queries";
import type { OfferValues } from "./schema";

/**
 * POST /help_offers: a signed-in volunteer offers to help with an open request of the site's
 * centre, once (422 after); the centre's staff are told and see the offer on the request.
 */
export async function createOffer(c: Context<AppEnv>, access: HelpAccess, values: OfferValues): Promise<HelpRequestRow> {
  const user = requireUser(c);
  const { db, tenantId } = c.var;
  const request = await findHelpRequest(db, tenantId, values.help_request_id);
  if (request === undefined || request.status !== "open" || request.volunteer_center_id !== access.centerId)
    throw fieldError("help_request_id", `There is no open request for help ${values.help_request_id}.`, "invalid");
  const offers = await offersOn(db, tenantId, [request.id]);
  if (offers.some((o) => o.volunteer_id === user.id)) throw fieldError("help_request_id", "You have offered to help with this request already.", "taken");
  const insert = db.insert(helpOffers).values({ tenantId, helpRequestId: request.id, volunteerId: user.id, message: values.message || null });
  const told = notify(db, tenantId, {
    userIds: (await staffOf(db, tenantId, request.volunteer_center_id)).filter((id) => id !== user.id),
    kind: "help_offer_received",
    subject: { type: "HelpRequest", id: request.id },
    path: `/een-op-een-hulp/${request.id}`,
    params: { what: request.what.slice(0, 80), volunteer: [user.firstName, user.lastName].filter(Boolean).join(" ") },
  });
  await db.batch(told ? [insert, told] : [insert]);
  return request;
}
