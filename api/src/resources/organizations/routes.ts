import { Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { listUserOrganizations } from "./queries";
import { currentOrganizationsQuery } from "./schema";
import { organizationSerializer, toOrganizationResource } from "./serializer";

export const CURRENT_ORGANIZATIONS_PATH = "/api/v1/current_organizations";

export const currentOrganizationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const query = parseQuery(
      new URL(c.req.url).searchParams,
      currentOrganizationsQuery,
    );
    const rows = await listUserOrganizations(c.var.db, c.var.tenantId, user.id);
    const document = await serializeDocument(
      organizationSerializer,
      rows.map(toOrganizationResource),
      { ...query, selfUrl: c.req.url, meta: { total: rows.length } },
    );
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]));
