import {
  NOTIFICATION_TEMPLATE_PREVIEWS,
  type NotificationTemplatePreviewAttributes,
  TEMPLATE_PREVIEW_FILTERS,
  type TemplateKind,
  isTemplateKind,
  templateId,
} from "@contract/notification-templates";
import { LOCALES, type Locale } from "@contract/locales";
import { Hono, type Context } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { badRequest, notFound } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { publicBaseUrl } from "../../mail/public-url";
import { type Sender, centerSender, senderFor } from "../../mail/site-name";
import { type TemplateText, renderTemplate } from "../../mail/templates";
import { type Scope, mayKeep, requireTemplateKeeper } from "../notification-templates/access";
import { checkText } from "../notification-templates/check-text";
import { rowsFor } from "../notification-templates/queries";
import { sampleVars } from "../notification-templates/samples";
import { SCOPE_FILTERS, scopeOrCurrent, takeScope } from "../notification-templates/scope-filter";
import { textThatApplies } from "../notification-templates/serializer";
import { type VolunteerCenterRow, findVolunteerCenter } from "../volunteer-centers/queries";
import { previewAttributes } from "./schema";

export const NOTIFICATION_TEMPLATE_PREVIEWS_PATH = "/api/v1/notification_template_previews";

const KIND_FILTER = `filter[${TEMPLATE_PREVIEW_FILTERS[0]}]`;

/** `filter[kind_eq]` (required: a preview is of one kind) and the templates' scope filters. */
function takeKindAndScope(params: URLSearchParams): { kind: TemplateKind; scope: Scope | undefined } {
  const scope = takeScope(params, [KIND_FILTER, ...SCOPE_FILTERS]);
  const kind = params.get(KIND_FILTER);
  params.delete(KIND_FILTER);
  if (kind === null || !isTemplateKind(kind)) throw badRequest("Invalid filter", `${KIND_FILTER} is required: a template kind.`, { parameter: KIND_FILTER });
  return { kind, scope };
}

// The keeper's 401/403 before any 400, as a list behind its access check.
const storedPreviewQuery = listQuery(
  {},
  { guard: requireTemplateKeeper, take: takeKindAndScope, check: async (c, _query, taken) => ({ ...taken, scope: await scopeOrCurrent(c, taken.scope) }) },
);

/** Whose name signs the sample and where its links point: the centre's, else the tenant's. */
async function sampleSender(c: Context<AppEnv>, center: VolunteerCenterRow | null) {
  const sender: Sender = center ? centerSender(center.center, center.center.id) : await senderFor(c.var.db, c.var.tenantId, null);
  let origin = "https://www.example.org";
  try {
    origin = publicBaseUrl(configOf(c.env), c.var.tenantId, center?.center.id ?? null).origin;
  } catch {
    // No public URL configured: the sample links point at example.org.
  }
  return { siteName: sender.siteName, origin };
}

function preview(kind: TemplateKind, locale: Locale, text: TemplateText, sender: { siteName: string; origin: string }): NotificationTemplatePreviewAttributes {
  return { kind, locale, ...renderTemplate(kind, locale, sampleVars(kind, locale, sender.siteName, sender.origin), text) };
}

/**
 * A template's text rendered with sample data, without saving: the edit screen's preview (POST,
 * the text as typed, with and without JavaScript; the same checks as a save, so the preview shows
 * the same field errors), and the stored template's in both languages (GET, the mail as it will go
 * out: the bulk invitation's, docs/organization-admins.md) in one call rather than three.
 */
export const notificationTemplatePreviewRoutes = new Hono<AppEnv>()
  .get("/", storedPreviewQuery, async (c) => {
    const { kind, scope } = storedPreviewQuery.of(c);
    // The centre (its existence, then the sample's sender) and the template's rows side by side.
    const [center, rows] = await Promise.all([
      scope === "platform" ? null : findVolunteerCenter(c.var.db, c.var.tenantId, scope),
      rowsFor(c.var.db, c.var.tenantId, scope, kind),
    ]);
    if (center === undefined) throw notFound(`There is no volunteer center ${scope}.`);
    mayKeep(storedPreviewQuery.access(c), scope);
    const sender = await sampleSender(c, center);
    const data = LOCALES.map((locale) => ({
      type: NOTIFICATION_TEMPLATE_PREVIEWS,
      id: `${templateId(scope, kind)}.${locale}`,
      attributes: preview(kind, locale, textThatApplies(kind, locale, rows.own.get(kind), rows.fallback.get(kind)), sender),
    }));
    return sendDocument(c, { data, meta: { total: data.length }, links: { self: c.req.url } });
  })
  // The document's 422s come before the caller's 401/403, as they did before the recipe.
  .post("/", writeDocument([NOTIFICATION_TEMPLATE_PREVIEWS], previewAttributes), async (c) => {
    const values = c.req.valid("json");
    const centerId = values.volunteer_center_id ? Number(values.volunteer_center_id) : null;
    const actor = await requireTemplateKeeper(c);
    // A centre the tenant lacks is a field of this document: 422, as any unknown id in a body. The
    // centre read once: its existence, then its name and address as the sample's sender.
    const center = centerId === null ? null : await findVolunteerCenter(c.var.db, c.var.tenantId, centerId);
    if (center === undefined) throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
    mayKeep(actor, centerId ?? "platform");
    const text = checkText(values.kind, { subject: "subject", body: "body" }, values.subject, values.body);
    const attributes = preview(values.kind, values.locale, text, await sampleSender(c, center));
    return sendDocument(c, { data: { type: NOTIFICATION_TEMPLATE_PREVIEWS, id: "preview", attributes } });
  })
  .all("/", methodNotAllowed(["GET", "POST"]));
