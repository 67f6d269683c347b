import { Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { showQuery } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { organizationDocument } from "../organizations/document";
import { findOrganization } from "../organizations/read-queries";
import { organizationSerializer, toOrganizationResource } from "../organizations/serializer";
import { listUserOrganizations } from "./queries";
import { currentOrganizationHeader, indexQuery, showQuery as showSpec } from "./schema";

/** Mounted at /api/v1: the user's organizations, and the one the web client's switcher selected. */
export const CURRENT_ORGANIZATIONS_BASE = "/api/v1";

const currentList = listQuery(indexQuery);

export const currentOrganizationRoutes = new Hono<AppEnv>()
  .get("/current_organizations", signedIn, currentList, async (c) => {
    const user = requireUser(c);
    const query = c.req.valid("query");
    const rows = await listUserOrganizations(c.var.db, c.var.tenantId, user.id);
    const document = await serializeDocument(organizationSerializer, rows.map(toOrganizationResource), {
      ...query,
      selfUrl: c.req.url,
      meta: { total: rows.length },
    });
    return sendDocument(c, document);
  })
  // The organization selected in the web client's switcher; it must be one of the user's.
  .get("/current_organization", signedIn, showQuery(showSpec), currentOrganizationHeader, async (c) => {
    const user = requireUser(c);
    const { organizationId: id } = c.req.valid("header");
    const { db, tenantId } = c.var;
    const mine = await listUserOrganizations(db, tenantId, user.id);
    const row = mine.some((o) => o.id === id) ? await findOrganization(db, tenantId, id) : undefined;
    if (row === undefined) throw notFound(`Organization ${id} is not one of your organizations.`, { header: "Current-Organization-Id" });
    return sendDocument(c, (await organizationDocument(c, row, c.req.valid("query"))).document);
  })
  .all("/current_organizations", methodNotAllowed(["GET"]))
  .all("/current_organization", methodNotAllowed(["GET"]));
