import { NOTIFICATION_TEMPLATE_PREVIEWS, type NotificationTemplatePreviewAttributes } from "@contract/notification-templates";
import { Hono } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { publicBaseUrl } from "../../mail/public-url";
import { centerSender, senderFor } from "../../mail/site-name";
import { renderTemplate } from "../../mail/templates";
import { mayKeep, requireTemplateKeeper } from "../notification-templates/access";
import { checkText } from "../notification-templates/check-text";
import { sampleVars } from "../notification-templates/samples";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { previewAttributes } from "./schema";

export const NOTIFICATION_TEMPLATE_PREVIEWS_PATH = "/api/v1/notification_template_previews";

/**
 * A template's text rendered with sample data, without saving: the edit screen's preview (with
 * and without JavaScript). The same checks as a save, so the preview shows the same field errors.
 */
export const notificationTemplatePreviewRoutes = new Hono<AppEnv>()
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
    const sender = center ? centerSender(center.center, center.center.id) : await senderFor(c.var.db, c.var.tenantId, null);
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
