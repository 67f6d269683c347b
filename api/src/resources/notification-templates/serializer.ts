import {
  NOTIFICATION_TEMPLATES,
  type NotificationTemplateAttributes,
  TEMPLATE_KINDS,
  TEMPLATE_VARIABLES,
  type TemplateKind,
  templateId,
} from "@contract/notification-templates";
import type { Locale } from "@contract/locales";
import type { Database } from "../../db/client";
import type { NotificationTemplateRow } from "../../db/mail-schema";
import { rowText } from "../../mail/templated";
import { type TemplateText, defaultText } from "../../mail/templates";
import type { TenantId } from "../../tenancy";
import type { Scope } from "./access";
import { rowsFor } from "./queries";

/** What a centre falls back to when it has not changed a template: the tenant's, else the code's. */
export const fallbackText = (kind: TemplateKind, locale: Locale, platform?: NotificationTemplateRow): TemplateText =>
  platform ? rowText(platform, locale) : defaultText(kind, locale);

/** The text that applies at a scope: its own row's, else what it falls back to. */
export const textThatApplies = (kind: TemplateKind, locale: Locale, own: NotificationTemplateRow | undefined, platform: NotificationTemplateRow | undefined) =>
  own ? rowText(own, locale) : fallbackText(kind, locale, platform);

export function toResource(scope: Scope, kind: TemplateKind, own: NotificationTemplateRow | undefined, platform: NotificationTemplateRow | undefined) {
  const nl = textThatApplies(kind, "nl", own, platform);
  const en = textThatApplies(kind, "en", own, platform);
  const attributes: NotificationTemplateAttributes = {
    kind,
    scope: scope === "platform" ? "platform" : "center",
    volunteer_center_id: scope === "platform" ? null : String(scope),
    customized: own !== undefined,
    variables: TEMPLATE_VARIABLES[kind],
    subject_nl: nl.subject,
    body_nl: nl.body,
    subject_en: en.subject,
    body_en: en.body,
    updated_at: own?.updatedAt ?? null,
  };
  const id = templateId(scope, kind);
  return { type: NOTIFICATION_TEMPLATES, id, attributes, links: { self: `/api/v1/notification_templates/${id}` } };
}

export async function listResources(db: Database, tenantId: TenantId, scope: Scope) {
  const { own, fallback } = await rowsFor(db, tenantId, scope);
  return TEMPLATE_KINDS.map((kind) => toResource(scope, kind, own.get(kind), fallback.get(kind)));
}

export async function showResource(db: Database, tenantId: TenantId, scope: Scope, kind: TemplateKind) {
  const { own, fallback } = await rowsFor(db, tenantId, scope, kind);
  return toResource(scope, kind, own.get(kind), fallback.get(kind));
}
