import { NOTIFICATION_TEMPLATES } from "@contract/notification-templates";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { badRequest } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { guard, writeDocument } from "../../jsonapi/request-input";
import { authorizeScope, templateOf } from "./access";
import { resetTemplate } from "./queries";
import { scopeOrCurrent, takeScope } from "./scope-filter";
import { saveTemplate } from "./save";
import { templateAttributes } from "./schema";
import { listResources, showResource } from "./serializer";

export const NOTIFICATION_TEMPLATES_PATH = "/api/v1/notification_templates";

const templateListQuery = listQuery(
  {},
  {
    take: (params) => takeScope(params),
    check: async (c, query, scope) => ({ ...query, scope: await scopeOrCurrent(c, scope) }),
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
