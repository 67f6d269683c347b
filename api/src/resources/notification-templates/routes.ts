import { NOTIFICATION_TEMPLATES } from "@contract/notification-templates";
import { Hono } from "hono";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { badRequest, notFound } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { guard, writeDocument } from "../../jsonapi/request-input";
import { type Scope, authorizeScope, templateOf } from "./access";
import { resetTemplate } from "./queries";
import { saveTemplate } from "./save";
import { templateAttributes } from "./schema";
import { listResources, showResource } from "./serializer";

export const NOTIFICATION_TEMPLATES_PATH = "/api/v1/notification_templates";

const FILTERS = ["filter[volunteer_center_id_eq]", "filter[scope_eq]"];

/**
 * `?filter[scope_eq]=platform`, `?filter[volunteer_center_id_eq]=N`, else the request's centre.
 * Its own reading, not a QuerySpec filter: these 400s keep their wording (and a repeated
 * parameter its first value), and it runs before the spec ({}: nothing else) sees the rest.
 */
function takeScope(params: URLSearchParams): Scope | undefined {
  for (const key of params.keys())
    if (!FILTERS.includes(key))
      throw badRequest("Invalid query parameter", `Unknown query parameter ${key}; known: ${FILTERS.join(", ")}.`, { parameter: key });
  const scope = params.get("filter[scope_eq]");
  const center = params.get("filter[volunteer_center_id_eq]");
  for (const key of FILTERS) params.delete(key);
  if (scope !== null && scope !== "platform" && scope !== "center")
    throw badRequest("Invalid filter", "filter[scope_eq] must be platform or center.", { parameter: "filter[scope_eq]" });
  if (scope === "platform") return "platform";
  if (center !== null) {
    if (!/^[1-9][0-9]{0,14}$/.test(center))
      throw badRequest("Invalid filter", "filter[volunteer_center_id_eq] must be an id.", { parameter: "filter[volunteer_center_id_eq]" });
    return Number(center);
  }
  return undefined;
}

const templateListQuery = listQuery(
  {},
  {
    take: takeScope,
    check: async (c, query, scope) => {
      if (scope !== undefined) return { ...query, scope };
      const current = await currentCenterId(c);
      if (current === null) throw notFound("This tenant has no volunteer centre.");
      return { ...query, scope: current as Scope };
    },
  },
);

const template = guard(templateOf);
// A data.id other than the path's is this resource's 400, as before the recipe.
const templateDocument = writeDocument([NOTIFICATION_TEMPLATES], templateAttributes, {
  otherId: () => badRequest("Id mismatch", "The document's id must be the template's id.", { pointer: "/data/id" }),
});

/**
 * The mail templates of a centre, or the tenant's defaults (docs/mail.md "Templates"): all of
 * them, always (a template nobody changed shows the text it falls back to, `customized: false`).
 */
export const notificationTemplateRoutes = new Hono<AppEnv>()
  .get("/", templateListQuery, async (c) => {
    const scope = await authorizeScope(c, templateListQuery.of(c).scope);
    const data = await listResources(c.var.db, c.var.tenantId, scope);
    return sendDocument(c, { data, meta: { total: data.length }, links: { self: c.req.url } });
  })
  .get("/:id", template, async (c) => {
    const { scope, kind } = template.of(c);
    return sendDocument(c, { data: await showResource(c.var.db, c.var.tenantId, scope, kind) });
  })
  .patch("/:id", template, templateDocument, async (c) => {
    const { scope, kind } = template.of(c);
    await saveTemplate(c.var.db, c.var.tenantId, scope, kind, c.req.valid("json"));
    return sendDocument(c, { data: await showResource(c.var.db, c.var.tenantId, scope, kind) });
  })
  .delete("/:id", template, async (c) => {
    const { scope, kind } = template.of(c);
    await resetTemplate(c.var.db, c.var.tenantId, scope, kind);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH", "DELETE"]));
