import { listQuery } from "../../jsonapi/list-query";
import { type Context, Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { configOf } from "../../config";
import { handleNotFound, methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinksWithoutTotal } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { canEdit, canSee, missingOrganization } from "../../auth/organization-access";
import { loadActor } from "../../auth/actor";
import { listUserOrganizations } from "./queries";
import { organizationListQuery } from "./list-query";
import { TOTAL_CAP } from "./plan/list-statements";
import { findOrganization, listOrganizations } from "./read-queries";
import { resourceUrl, sendOrganization, withIncluded } from "./respond";
import { approveOrganization, archiveOrganization, createOrganization, moveOrganization, updateOrganization } from "./write-routes";
import { currentOrganizationsQuery, readCurrentOrganizationIdHeader, showQuery } from "./schema";
import { fullOrganizationSerializer, organizationSerializer, toFullOrganizationResource, toOrganizationResource } from "./serializer";

const currentOrganizationList = listQuery(currentOrganizationsQuery);

export { ORGANIZATIONS_PATH } from "./respond";
export const CURRENT_ORGANIZATIONS_PATH = "/api/v1/current_organizations";
export const CURRENT_ORGANIZATION_PATH = "/api/v1/current_organization";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

export const currentOrganizationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, currentOrganizationList, async (c) => {
    const user = requireUser(c);
    const query = currentOrganizationList.of(c);
    const rows = await listUserOrganizations(c.var.db, c.var.tenantId, user.id);
    const document = await serializeDocument(organizationSerializer, rows.map(toOrganizationResource), {
      ...query,
      selfUrl: c.req.url,
      meta: { total: rows.length },
    });
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]));

/** The organization selected in the web client's switcher; it must be one of the user's. */
export const currentOrganizationRoute = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const query = parseQuery(searchParams(c), showQuery);
    const id = readCurrentOrganizationIdHeader(c.req.header("current-organization-id"));
    const { db, tenantId } = c.var;
    const mine = await listUserOrganizations(db, tenantId, user.id);
    const row = mine.some((o) => o.id === id) ? await findOrganization(db, tenantId, id) : undefined;
    if (row === undefined)
      throw notFound(`Organization ${id} is not one of your organizations.`, {
        header: "Current-Organization-Id",
      });
    return sendOrganization(c, row, query);
  })
  .all("/", methodNotAllowed(["GET"]));

export const organizationRoutes = new Hono<AppEnv>()
  .get("/", organizationListQuery, async (c) => {
    const { query, count, near } = organizationListQuery.of(c);
    const actor = await loadActor(c);
    const { rows, hasNextPage, total } = await listOrganizations(c.var.db, c.var.tenantId, actor, query, near, { count });
    // Not counted unless asked (count=capped): counting read every match. has_next_page comes
    // from one row more than the page.
    const totals =
      total === undefined
        ? {}
        : {
            total: Math.min(total, TOTAL_CAP),
            total_capped: total > TOTAL_CAP,
          };
    const document = await serializeDocument(
      fullOrganizationSerializer,
      (await withIncluded(c, rows, query.include)).map((row) =>
        // Hidden contact fields only for those who may edit that organization.
        toFullOrganizationResource(row, (org) => canEdit(actor, org)),
      ),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: resourceUrl(c),
        // The circle searched, so a client can show distances and centre a map on it.
        meta: {
          has_next_page: hasNextPage,
          ...totals,
          ...(near && {
            near: {
              latitude: near.latitude,
              longitude: near.longitude,
              distance_km: near.km,
            },
          }),
        },
        pageLinks: pageLinksWithoutTotal(c.req.url, query.page, hasNextPage),
      },
    );
    return sendDocument(c, document);
  })
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    // include=check: the check read by the row's statement (a missing or hidden one is sent nowhere).
    const row = id === undefined ? undefined : await findOrganization(c.var.db, c.var.tenantId, id, { check: query.include.includes("check") });
    if (row === undefined || !canSee(await loadActor(c), row.organization)) throw missingOrganization(param);
    return sendOrganization(c, row, query);
  })
  .post("/", createOrganization)
  .put("/:id", updateOrganization)
  .patch("/:id", updateOrganization)
  .delete("/:id", archiveOrganization)
  .put("/:id/approve", approveOrganization)
  .put("/:id/move", moveOrganization)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/:id/approve", methodNotAllowed(["PUT"]))
  // Without ENABLE_ORGANIZATIONS_MOVING the path does not exist, whatever the method.
  .all("/:id/move", (c) => (configOf(c.env).ENABLE_ORGANIZATIONS_MOVING ? methodNotAllowed(["PUT"])(c) : handleNotFound(c)));
