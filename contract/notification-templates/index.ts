import { z } from "zod";

// Editable notification templates (docs/mail.md "Templates"): every mail the platform sends has a
// subject and a rich-text body per language. The texts in code are the defaults; super admins may
// change the tenant's defaults ("platform"), a centre's staff override them for their centre.

export const NOTIFICATION_TEMPLATES = "notification_templates";
export const NOTIFICATION_TEMPLATE_PREVIEWS = "notification_template_previews";

/** Every kind of mail, in the order the screens list them (grouped by what they are about). */
export const TEMPLATE_KINDS = [
  "confirmation",
  "reconfirmation",
  "reset_password",
  "account_exists",
  "account_deleted",
  "invitation",
  "organization_pending",
  "user_signed_up",
  "organization_status",
  "application_received",
  "application_new",
  "application_status",
  "application_withdrawn",
  "vacancy_expiry",
  "activity_confirm",
  "activity_signed_up",
  "activity_waiting",
  "activity_moved_up",
  "activity_cancelled",
  "activity_reminder",
  "shift_message",
  "form_received",
  "form_submission_new",
  "message_new",
  "organization_admin_invitation",
  "organization_claim_new",
  "organization_claim_accepted",
  "organization_claim_refused",
  "organization_edit_proposed",
  "organization_edit_decided",
  "help_request_confirm",
  "help_request_matched",
  "organization_check",
  "digest",
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * A variable as `{{name}}` in the subject or body. `required`: the template must use it (the
 * confirmation link, the digest's vacancies). `block`: only on a line of its own (a list).
 * `optional`: may be empty; a paragraph using an empty one is left out, except `name`, which
 * is then left blank ("Beste,").
 */
export interface TemplateVariable {
  name: string;
  required?: boolean;
  block?: boolean;
  optional?: boolean;
}

const v = (name: string, flags: Omit<TemplateVariable, "name"> = {}): TemplateVariable => ({ name, ...flags });
const site = v("site");
const name = v("name", { optional: true });
const link = (required = true) => v("link", required ? { required: true } : { optional: true });

export const TEMPLATE_VARIABLES: Record<TemplateKind, TemplateVariable[]> = {
  confirmation: [site, name, link()],
  reconfirmation: [site, name, link()],
  reset_password: [site, name, link()],
  account_exists: [site, name, link()],
  account_deleted: [site, name, v("date")],
  invitation: [site, name, link()],
  organization_pending: [site, name, v("organization"), link(false)],
  user_signed_up: [site, name, v("volunteer"), link(false)],
  organization_status: [site, name, v("organization"), v("status"), v("reason", { optional: true })],
  application_received: [site, name, v("vacancy"), v("organization"), link(false)],
  application_new: [site, name, v("vacancy"), v("organization"), v("applicant"), v("message", { optional: true }), link(false)],
  application_status: [site, name, v("vacancy"), v("organization"), v("status"), v("message", { optional: true })],
  application_withdrawn: [site, name, v("vacancy"), v("organization"), v("applicant"), link(false)],
  vacancy_expiry: [site, name, v("vacancy"), v("organization"), v("date"), link(false)],
  activity_confirm: [site, name, v("activity"), v("date"), link()],
  activity_signed_up: [site, name, v("activity"), v("date"), link(false)],
  activity_waiting: [site, name, v("activity"), v("date"), link(false)],
  activity_moved_up: [site, name, v("activity"), v("date"), link(false)],
  activity_cancelled: [site, name, v("activity"), v("date"), v("message", { optional: true })],
  activity_reminder: [site, name, v("activity"), v("date"), link(false)],
  // To a guest of a shift, who has no account to read a conversation in: the message itself.
  shift_message: [site, name, v("activity"), v("date"), v("sender"), v("message", { required: true }), link(false)],
  // A receipt to a typed address: none of the visitor's text (issue 45), so no answers.
  form_received: [site, name, v("form")],
  form_submission_new: [site, name, v("form"), v("answers", { block: true }), link(false)],
  organization_admin_invitation: [site, name, v("organization"), v("inviter"), v("next_step"), v("days"), link()],
  organization_claim_new: [site, name, v("organization"), v("applicant"), v("reason", { optional: true }), v("domain_match", { optional: true }), link()],
  organization_claim_accepted: [site, name, v("organization"), link()],
  organization_claim_refused: [site, name, v("organization")],
  organization_edit_proposed: [site, name, v("organization"), v("applicant"), v("message", { optional: true }), v("answers", { block: true }), link()],
  organization_edit_decided: [site, name, v("organization"), v("answers", { block: true }), link(false)],
  organization_check: [site, name, v("organization"), v("edit", { optional: true }), link()],
  message_new: [site, name, v("sender"), v("topic"), v("unread", { optional: true }), link(false)],
  help_request_confirm: [site, name, link()],
  help_request_matched: [site, name, v("volunteer"), v("what")],
  digest: [
    site,
    name,
    v("new_vacancies"),
    v("period"),
    v("period_span"),
    v("vacancies", { required: true, block: true }),
    v("more", { optional: true }),
    link(false),
    v("unsubscribe", { required: true }),
  ],
};

export const isTemplateKind = (value: string): value is TemplateKind => (TEMPLATE_KINDS as readonly string[]).includes(value);

/** `{{ name }}`: letters, digits and underscores, spaces inside the braces allowed. */
export const VARIABLE_PATTERN = /\{\{\s*([a-zA-Z0-9_]*)\s*\}\}/g;

export function variablesIn(text: string): string[] {
  return [...text.matchAll(VARIABLE_PATTERN)].map((m) => m[1]!);
}

export const TEMPLATE_SUBJECT_MAX = 200;

/**
 * A template's id: `platform.<kind>` for the tenant's default, `<centre id>.<kind>` for a centre's.
 * The same id whether or not it was changed: a template is always there, its text the default
 * until someone overrides it.
 */
export const templateId = (scope: number | "platform", kind: TemplateKind) => `${scope}.${kind}`;
export function parseTemplateId(id: string): { scope: number | "platform"; kind: TemplateKind } | null {
  const match = /^(platform|[1-9][0-9]{0,14})\.([a-z_]{1,40})$/.exec(id);
  if (!match || !isTemplateKind(match[2]!)) return null;
  return { scope: match[1] === "platform" ? "platform" : Number(match[1]), kind: match[2] };
}

export const notificationTemplateRules = {
  subject_nl: z.string().trim().min(1).max(TEMPLATE_SUBJECT_MAX),
  subject_en: z.string().trim().min(1).max(TEMPLATE_SUBJECT_MAX),
};

export const NOTIFICATION_TEMPLATE_ATTRIBUTES = [
  "kind",
  "scope",
  "volunteer_center_id",
  "customized",
  "variables",
  "subject_nl",
  "body_nl",
  "subject_en",
  "body_en",
  "updated_at",
] as const;

export interface NotificationTemplateAttributes {
  kind: TemplateKind;
  /** platform: the tenant's defaults (super admins); center: one centre's (its staff). */
  scope: "platform" | "center";
  volunteer_center_id: string | null;
  /** The text differs from what it falls back to (the code's default, or the platform's). */
  customized: boolean;
  variables: TemplateVariable[];
  subject_nl: string;
  /** A Tiptap doc (the sanitized rich text of docs/vacancies.md). */
  body_nl: unknown;
  subject_en: string;
  body_en: unknown;
  /** null: never changed here. */
  updated_at: string | null;
}

/**
 * GET /notification_template_previews?filter[kind_eq]=K: the stored template of a kind rendered
 * with sample data, one preview per language (the request's centre, or `filter[scope_eq]=platform`
 * or `filter[volunteer_center_id_eq]=N`, as the templates' list). Its filters, by name.
 */
export const TEMPLATE_PREVIEW_FILTERS = ["kind_eq", "scope_eq", "volunteer_center_id_eq"] as const;

/** POST /notification_template_previews: a template's text rendered with sample data. */
export interface NotificationTemplatePreviewAttributes {
  kind: TemplateKind;
  locale: "nl" | "en";
  subject: string;
  text: string;
  html: string;
}
