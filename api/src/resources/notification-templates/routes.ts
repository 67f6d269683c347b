import {
  NOTIFICATION_TEMPLATE_PREVIEWS,
  NOTIFICATION_TEMPLATES,
  type NotificationTemplatePreviewAttributes,
  TEMPLATE_KINDS,
} from "@contract/notification-templates";
import { Hono } from "hono";
import { z } from "zod";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { badRequest, notFound } from "../../jsonapi/errors";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { publicBaseUrl } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { renderTemplate } from "../../mail/templates";
import { currentCenterId } from "../../current-center";
import { type Scope, authorizeScope, requireTemplateKeeper, templateOf } from "./access";
import { listResources, showResource } from "./read";
import { sampleVars } from "./samples";
import { checkText, resetTemplate, saveTemplate } from "./write";
import { LOCALES } from "@contract/locales";

export const NOTIFICATION_TEMPLATES_PATH = "/api/v1/notification_templates";
export const NOTIFICATION_TEMPLATE_PREVIEWS_PATH = "/api/v1/notification_template_previews";

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
  .get("/:id", async (c) => {
    const { scope, kind } = await templateOf(c);
    return sendDocument(c, { data: await showResource(c.var.db, c.var.tenantId, scope, kind) });
  })
  .patch("/:id", async (c) => {
    const { scope, kind } = await templateOf(c);
    const input = await readResourceDocument(c, [NOTIFICATION_TEMPLATES]);
    if (input.id !== undefined && input.id !== c.req.param("id"))
      throw badRequest("Id mismatch", "The document's id must be the template's id.", { pointer: "/data/id" });
    await saveTemplate(c, scope, kind, input.attributes);
    return sendDocument(c, { data: await showResource(c.var.db, c.var.tenantId, scope, kind) });
  })
  .delete("/:id", async (c) => {
    const { scope, kind } = await templateOf(c);
    await resetTemplate(c, scope, kind);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH", "DELETE"]));

const previewAttributes = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { errorMap: () => ({ message: `Kind must be one of: ${TEMPLATE_KINDS.join(", ")}.` }) }),
    locale: z.enum(LOCALES, { errorMap: () => ({ message: "Locale must be nl or en." }) }),
    subject: z
      .string({ required_error: "Subject is required.", invalid_type_error: "Subject must be a text." })
      .trim()
      .min(1, "Subject can't be blank.")
      .max(200, "Subject is at most 200 characters."),
    body: z.union([z.string(), z.record(z.unknown())], { errorMap: () => ({ message: "Body must be a rich text (a Tiptap doc or plain text)." }) }),
    volunteer_center_id: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, "Volunteer center id must be an id.")
      .nullable()
      .optional(),
  })
  .strict();

/**
 * A template's text rendered with sample data, without saving: the edit screen's preview (with
 * and without JavaScript). The same checks as a save, so the preview shows the same field errors.
 */
export const notificationTemplatePreviewRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const input = await readResourceDocument(c, [NOTIFICATION_TEMPLATE_PREVIEWS]);
    const values = parseValues(previewAttributes, input.attributes);
    const centerId = values.volunteer_center_id ? Number(values.volunteer_center_id) : null;
    await requireTemplateKeeper(c);
    // A centre the tenant lacks is a field of this document: 422, as any unknown id in a body.
    if (centerId !== null && (await findVolunteerCenter(c.var.db, c.var.tenantId, centerId)) === undefined)
      throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
    await authorizeScope(c, centerId ?? "platform");
    const text = checkText(values.kind, { subject: "subject", body: "body" }, values.subject, values.body);
    const sender = await senderFor(c.var.db, c.var.tenantId, centerId);
    let origin = "https://www.example.org";
    try {
      origin = publicBaseUrl(configOf(c.env), c.var.tenantId, centerId).origin;
    } catch {
      // No public URL configured: the sample links point at example.org.
    }
    const mail = renderTemplate(values.kind, values.locale, sampleVars(values.kind, values.locale, sender.siteName, origin), text);
    const attributes: NotificationTemplatePreviewAttributes = { kind: values.kind, locale: values.locale, ...mail };
    return sendDocument(c, { data: { type: NOTIFICATION_TEMPLATE_PREVIEWS, id: "preview", attributes } });
  })
  .all("/", methodNotAllowed(["POST"]));
