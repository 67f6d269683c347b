import { Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { forbidden } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { helpAccess, isStaffOf, requireOneOnOneHelp, staffRequest, visibleRequest } from "./access";
import { confirmHelpRequest, createHelpRequest } from "./create";
import { createOffer } from "./offers";
import { findHelpRequest, listHelpRequests, offersOn } from "./queries";
import { updateHelpRequest } from "./update";
import {
  CONFIRMATION_TYPES_IN,
  HELP_REQUEST_TYPES_IN,
  OFFER_TYPES_IN,
  confirmAttributes,
  createAttributes,
  indexQuery,
  offerAttributes,
  offerQuery,
  showQuery as showSpec,
  updateAttributes,
} from "./schema";
import {
  type HelpViewer,
  type OfferResource,
  helpRequestDocument,
  helpRequestSerializer,
  helpRequestUrl,
  offerSerializer,
  toHelpRequestResource,
} from "./serializer";

export { HELP_REQUESTS_PATH } from "./serializer";

/** Mounted at the api's root: requests, their confirmations and the volunteers' offers (docs/one-on-one-help.md). */
export const HELP_REQUESTS_BASE = "/api/v1";

const requestList = listQuery(indexQuery);
const requestQuery = showQuery(showSpec);
const visible = guard(visibleRequest); // 401, then 404 for whoever may not see it
const staffOnly = guard(staffRequest); // 401, 404, then 403 for a volunteer who sees it

// One-on-one help: 404 on every tenant without it, on each of its paths.
export const helpRequestRoutes = new Hono<AppEnv>()
  .use("/help_requests", requireOneOnOneHelp)
  .use("/help_requests/*", requireOneOnOneHelp)
  .use("/help_request_confirmations", requireOneOnOneHelp)
  .use("/help_request_confirmations/*", requireOneOnOneHelp)
  .use("/help_offers", requireOneOnOneHelp)
  .use("/help_offers/*", requireOneOnOneHelp)
  .get("/help_requests", signedIn, requestList, async (c) => {
    const user = requireUser(c);
    const query = requestList.of(c);
    const access = await helpAccess(c);
    if (access.centerId === null) throw forbidden("This site has no volunteer centre.");
    const staff = isStaffOf(access.actor, access.centerId);
    const { db, tenantId } = c.var;
    const { rows, total } = await listHelpRequests(
      db,
      tenantId,
      access.centerId,
      staff ? { staff } : { volunteerId: user.id },
      query.filter.status,
      query.page,
    );
    const offers = await offersOn(
      db,
      tenantId,
      rows.map((r) => r.id),
    );
    const viewer: HelpViewer = staff ? { kind: "staff" } : { kind: "user", userId: user.id };
    return sendList(
      c,
      helpRequestSerializer,
      rows.map((r) => toHelpRequestResource(r, viewer, offers)),
      query,
      { total, resourceUrl: helpRequestUrl(c.req.url) },
    );
  })
  // Anyone asks for help, signed in or not. The answer shows what was asked, never more than the requester sent.
  .post("/help_requests", requestQuery, writeDocument(HELP_REQUEST_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createHelpRequest(c, c.req.valid("json"));
    const request = (await findHelpRequest(c.var.db, c.var.tenantId, id))!;
    const document = await helpRequestDocument(request, { kind: "requester" }, [], c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: helpRequestUrl(c.req.url)({ id: String(id) }) });
  })
  .get("/help_requests/:id", requestQuery, visible, async (c) => {
    const { request, viewer } = visible.of(c);
    const offers = viewer.kind === "requester" ? [] : await offersOn(c.var.db, c.var.tenantId, [request.id]);
    return sendDocument(c, await helpRequestDocument(request, viewer, offers, c.req.valid("query"), c.req.url));
  })
  .patch(
    "/help_requests/:id",
    requestQuery,
    staffOnly,
    writeDocument(HELP_REQUEST_TYPES_IN, updateAttributes, { id: (c) => staffOnly.of(c).request.id }),
    async (c) => {
      const { request, viewer } = staffOnly.of(c);
      await updateHelpRequest(c, request, c.req.valid("json"));
      const updated = (await findHelpRequest(c.var.db, c.var.tenantId, request.id))!;
      const offers = await offersOn(c.var.db, c.var.tenantId, [request.id]);
      return sendDocument(c, await helpRequestDocument(updated, viewer, offers, c.req.valid("query"), c.req.url));
    },
  )
  .all("/help_requests", methodNotAllowed(["GET", "POST"]))
  .all("/help_requests/:id", methodNotAllowed(["GET", "PATCH"]))
  // POST /help_request_confirmations `{token}`: the mailed link confirms; the answer is the request as its requester sees it.
  .post("/help_request_confirmations", requestQuery, writeDocument(CONFIRMATION_TYPES_IN, confirmAttributes), async (c) => {
    const request = await confirmHelpRequest(c, c.req.valid("json").token);
    return sendDocument(c, await helpRequestDocument(request, { kind: "requester" }, [], c.req.valid("query"), c.req.url));
  })
  .all("/help_request_confirmations", methodNotAllowed(["POST"]))
  // POST /help_offers: a volunteer offers to help with an open request.
  .post("/help_offers", showQuery(offerQuery), signedIn, writeDocument(OFFER_TYPES_IN, offerAttributes, { create: true }), async (c) => {
    const access = await helpAccess(c);
    const request = await createOffer(c, access, c.req.valid("json"));
    const offer = (await offersOn(c.var.db, c.var.tenantId, [request.id])).find((o) => o.volunteer_id === access.actor.user!.id)!;
    const resource: OfferResource = { id: String(offer.id), help_request_id: String(request.id), message: offer.message, created_at: offer.created_at };
    const requestLink = helpRequestUrl(c.req.url)({ id: String(request.id) });
    const document = await serializeDocument(offerSerializer, resource, { ...c.req.valid("query"), selfUrl: c.req.url, resourceUrl: () => requestLink });
    return sendDocument(c, document, 201, { Location: requestLink });
  })
  .all("/help_offers", methodNotAllowed(["POST"]));
