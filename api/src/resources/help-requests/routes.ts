import { listQuery } from "../../jsonapi/list-query";
import { HELP_OFFERS, type HelpOfferAttributes, helpOfferShow, helpRequestList, helpRequestShow } from "@contract/help-requests";
import { Hono, type Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks } from "../../jsonapi/pagination";
import { type QuerySpec, parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { type HelpAccess, helpAccess, isStaffOf, requireOneOnOneHelp } from "./access";
import { confirmHelpRequest, createHelpRequest } from "./create";
import { createOffer } from "./offers";
import { type HelpRequestRow, findHelpRequest, listHelpRequests, offersOn } from "./queries";
import { type HelpViewer, helpRequestSerializer, toHelpRequestResource } from "./serializer";
import { updateHelpRequest } from "./update";

export const HELP_REQUESTS_PATH = "/api/v1/help_requests";
export const HELP_REQUEST_CONFIRMATIONS_PATH = "/api/v1/help_request_confirmations";
export const HELP_OFFERS_PATH = "/api/v1/help_offers";

const showQuery = helpRequestShow satisfies QuerySpec;
const indexQuery = helpRequestList satisfies QuerySpec;
const helpRequestQuery = listQuery(indexQuery);
const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const requestUrl = (c: Context) => (r: { id: string }) => new URL(`${HELP_REQUESTS_PATH}/${r.id}`, c.req.url).href;

const viewerOf = (access: HelpAccess, centerId: number | null): HelpViewer =>
  isStaffOf(access.actor, centerId) ? { kind: "staff" } : access.actor.user ? { kind: "user", userId: access.actor.user.id } : { kind: "requester" };

/**
 * The request of the path, for a signed-in caller who may see it: the staff of its centre, its
 * matched volunteer, and while it is open anybody of its centre's site. 404 for everybody else.
 */
async function pathRequest(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const [access, request] = await Promise.all([helpAccess(c), id === undefined ? undefined : findHelpRequest(c.var.db, c.var.tenantId, id)]);
  const viewer = request && viewerOf(access, request.volunteer_center_id);
  const visible =
    request !== undefined &&
    (viewer?.kind === "staff" ||
      (viewer?.kind === "user" && request.volunteer_id === viewer.userId) ||
      (request.status === "open" && request.volunteer_center_id === access.centerId));
  if (!visible) throw notFound(`There is no request for help ${param}.`);
  return { access, request, viewer: viewer! };
}

async function sendRequest(c: Context<AppEnv>, request: HelpRequestRow, viewer: HelpViewer, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const offers = viewer.kind === "requester" ? [] : await offersOn(c.var.db, c.var.tenantId, [request.id]);
  const resource = toHelpRequestResource(request, viewer, offers);
  const document = await serializeDocument(helpRequestSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: requestUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: requestUrl(c)(resource) } : {});
}

// One-on-one help (docs/one-on-one-help.md): 404 on every tenant without it.
export const helpRequestRoutes = new Hono<AppEnv>()
  .use("*", requireOneOnOneHelp)
  .get("/", signedIn, helpRequestQuery, async (c) => {
    const user = requireUser(c);
    const query = helpRequestQuery.of(c);
    const access = await helpAccess(c);
    if (access.centerId === null) throw forbidden("This site has no volunteer centre.");
    const staff = isStaffOf(access.actor, access.centerId);
    const { rows, total } = await listHelpRequests(
      c.var.db,
      c.var.tenantId,
      access.centerId,
      staff ? { staff } : { volunteerId: user.id },
      query.filter.status,
      query.page,
    );
    const offers = await offersOn(
      c.var.db,
      c.var.tenantId,
      rows.map((r) => r.id),
    );
    const viewer: HelpViewer = staff ? { kind: "staff" } : { kind: "user", userId: user.id };
    const document = await serializeDocument(
      helpRequestSerializer,
      rows.map((r) => toHelpRequestResource(r, viewer, offers)),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: requestUrl(c),
        meta: { total },
        pageLinks: pageLinks(c.req.url, query.page, total),
      },
    );
    return sendDocument(c, document);
  })
  .post("/", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const id = await createHelpRequest(c);
    // The answer shows what was asked, never more than the requester sent.
    return sendRequest(c, (await findHelpRequest(c.var.db, c.var.tenantId, id))!, { kind: "requester" }, 201);
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const { request, viewer } = await pathRequest(c);
    return sendRequest(c, request, viewer);
  })
  .patch("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const { request, viewer } = await pathRequest(c);
    if (viewer.kind !== "staff") throw forbidden("Only the centre's staff match and follow up a request for help.");
    await updateHelpRequest(c, request);
    return sendRequest(c, (await findHelpRequest(c.var.db, c.var.tenantId, request.id))!, viewer);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]));

/** POST /help_request_confirmations `{token}`: the mailed link confirms; the answer is the request as its requester sees it. */
export const helpRequestConfirmationRoutes = new Hono<AppEnv>()
  .use("*", requireOneOnOneHelp)
  .post("/", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendRequest(c, await confirmHelpRequest(c), { kind: "requester" });
  })
  .all("/", methodNotAllowed(["POST"]));

type OfferResource = HelpOfferAttributes & { id: string };
const offerSerializer = new Serializer<OfferResource>(HELP_OFFERS);

/** POST /help_offers: a volunteer offers to help with an open request. */
export const helpOfferRoutes = new Hono<AppEnv>()
  .use("*", requireOneOnOneHelp)
  .post("/", async (c) => {
    const query = parseQuery(searchParams(c), helpOfferShow);
    requireUser(c);
    const access = await helpAccess(c);
    const request = await createOffer(c, access);
    const offer = (await offersOn(c.var.db, c.var.tenantId, [request.id])).find((o) => o.volunteer_id === access.actor.user!.id)!;
    const resource: OfferResource = { id: String(offer.id), help_request_id: String(request.id), message: offer.message, created_at: offer.created_at };
    const document = await serializeDocument(offerSerializer, resource, {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: () => requestUrl(c)({ id: String(request.id) }),
    });
    return sendDocument(c, document, 201, { Location: requestUrl(c)({ id: String(request.id) }) });
  })
  .all("/", methodNotAllowed(["POST"]));
