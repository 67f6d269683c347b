import type { Camelized } from "@contract/case";
import type {
  NotificationTemplateAttributes,
  NotificationTemplatePreviewAttributes,
  TEMPLATE_PREVIEW_FILTERS,
  TemplateKind,
} from "@contract/notification-templates";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";
import type { Locale } from "@contract/locales";

// The mail templates of the request's centre, or the tenant's defaults (docs/mail.md "Templates").

export type NotificationTemplate = Camelized<NotificationTemplateAttributes> & { id: string };
export type TemplatePreview = Camelized<NotificationTemplatePreviewAttributes>;

const TEMPLATES = "/api/v1/notification_templates";

/** The centre's templates (the request's centre), or the platform's with `platform`. */
export async function listNotificationTemplates(api: ApiClient, platform: boolean): Promise<NotificationTemplate[]> {
  return (await orErrorScreen(api.get<NotificationTemplate[]>(TEMPLATES, platform ? { filter: { scope_eq: "platform" } } : undefined))).data;
}

export async function getNotificationTemplate(api: ApiClient, id: string): Promise<NotificationTemplate> {
  return (await orErrorScreen(api.get<NotificationTemplate>(`${TEMPLATES}/${encodeURIComponent(id)}`))).data;
}

export interface TemplateInput {
  subjectNl: string;
  bodyNl?: unknown;
  subjectEn: string;
  bodyEn?: unknown;
}

export async function updateNotificationTemplate(context: AppLoadContext, id: string, input: TemplateInput) {
  return (await context.api.write<NotificationTemplate>("PATCH", `${TEMPLATES}/${encodeURIComponent(id)}`, "notification_templates", input, id)).data;
}

export async function resetNotificationTemplate(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${TEMPLATES}/${encodeURIComponent(id)}`);
}

export async function previewNotificationTemplate(
  context: AppLoadContext,
  input: { kind: string; locale: Locale; subject: string; body: unknown; volunteerCenterId: string | null },
): Promise<TemplatePreview> {
  return (await context.api.write<TemplatePreview>("POST", "/api/v1/notification_template_previews", "notification_template_previews", input)).data;
}

type PreviewFilter = Partial<Record<(typeof TEMPLATE_PREVIEW_FILTERS)[number], string>>;

/**
 * The request's centre's stored template of a kind as it goes out, rendered with sample data in
 * both languages: one call (the list, then a preview per language, took three).
 */
export async function storedTemplatePreviews(api: ApiClient, kind: TemplateKind): Promise<Record<Locale, TemplatePreview>> {
  const filter: PreviewFilter = { kind_eq: kind };
  const previews = (await orErrorScreen(api.get<TemplatePreview[]>("/api/v1/notification_template_previews", { filter }))).data;
  const of = (locale: Locale) => previews.find((p) => p.locale === locale)!;
  return { nl: of("nl"), en: of("en") };
}
