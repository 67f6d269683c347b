// The fuzz table: how to exercise each route of the api worker with bad input. Keyed by
// "METHOD path" exactly as the Hono app registers it; route-inventory.test.ts fails when the app
// has a route this table does not know (or the table names one the app no longer has).

import { activityRules } from "@contract/activities";
import { hourRecordRules } from "@contract/hours";
import { shiftCheckInRules, shiftRules } from "@contract/shifts";
import { shiftMessageRules } from "@contract/shifts/messages";
import { vacancyRules } from "@contract/vacancies";
import { volunteerProfileRules } from "@contract/volunteer-profiles";
import { profileReplyCreateRules, profileReplyUpdateRules } from "@contract/volunteer-profiles/replies";
import { helpOfferCreateRules, helpRequestConfirmRules, helpRequestCreateRules, helpRequestUpdateRules } from "@contract/help-requests";

/** Who sends the request: anonymous reaches the auth checks, the signed-in roles reach validation. */
export type Actor = "anonymous" | "volunteer" | "staff" | "superAdmin";

export type BodySpec =
  /** A JSON:API document with one resource object of `types`, `attributes` the names it knows. */
  | {
      kind: "resource";
      types: string[];
      attributes: string[];
      optional?: boolean;
    }
  /** PATCH /vacancies: `data` is an array of resource objects. */
  | { kind: "bulk"; types: string[]; attributes: string[] }
  /** /auth/*: devise_token_auth's plain JSON object (or a JSON:API document) of `keys`. */
  | { kind: "auth"; keys: string[] };

export interface RouteFuzz {
  /** The request body the route reads; none for routes that ignore bodies. */
  body?: BodySpec;
  actors: Actor[];
  /**
   * The route answers 2xx to a well-formed request without credentials or body (e.g. a list),
   * so every generated request must carry a defect in what the route does read.
   */
  readsQuery: boolean;
  /** Where a signed-in request with a good id and an empty body would succeed (sign out, ...). */
  note?: string;
}

const USER_TYPES = ["users", "user"];
const ORG_TYPES = ["organizations", "organization"];
const TAG_TYPES = ["tags", "tag"];
const PAGE_TYPES = ["pages", "page"];
const FORM_TYPES = ["forms", "form"];
const NEWS_TYPES = ["news_items", "news_item"];
const MENU_TYPES = ["menu_items", "menu_item"];
const NEWS_ATTRIBUTES = ["title", "slug", "summary", "body", "published_at", "pinned", "image_url", "image_alt"];
const MENU_ATTRIBUTES = ["menu", "label", "page_id", "news_item_id", "path", "parent_id", "position"];
const VACANCY_TYPES = ["vacancies", "vacancy"];
const APPLICATION_TYPES = ["applications", "application"];
const ACTIVITY_TYPES = ["activities", "activity"];
const SHIFT_TYPES = ["shifts", "shift"];
const HOUR_TYPES = ["hour_records", "hour_record"];
const HOUR_CREATE = Object.keys(hourRecordRules).filter((k) => k !== "status");
const SHIFT_WRITABLE = Object.keys(shiftRules).filter((k) => k !== "activity_id" && k !== "vacancy_id" && k !== "weeks");
const ACTIVITY_ATTRIBUTES = [...Object.keys(activityRules), "description", "tag_ids"];

// The write attributes: the contract's rules plus those checked elsewhere (ownership, the rich
// text, the status transitions), so a new rule in the contract is fuzzed without an edit here.
const VACANCY_ATTRIBUTES = [...Object.keys(vacancyRules), "organization_id", "description", "remote", "status"];
const ORGANIZATION_ATTRIBUTES = ["name", "organization_type", "status", "reason", "profile", "address", "tag_ids", "volunteer_center_id"];
const PROFILE_ATTRIBUTES = ["first_name", "last_name", "phone", "locale", "periodic_mail", "email", "current_password"];
const ALL: Actor[] = ["anonymous", "volunteer", "staff", "superAdmin"];
const SIGNED_IN: Actor[] = ["volunteer", "staff", "superAdmin"];

const resource = (types: string[], attributes: string[], optional = false): BodySpec => ({
  kind: "resource",
  types,
  attributes,
  optional,
});

export const ROUTE_TABLE: Record<string, RouteFuzz> = {
  // devise_token_auth (docs/decisions/0007-auth-protocol.md): plain JSON answers.
  "POST /auth/sign_in": {
    body: { kind: "auth", keys: ["email", "password"] },
    actors: ["anonymous"],
    readsQuery: false,
  },
  "DELETE /auth/sign_out": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "signed in, any request signs out (200); anonymous is the 404 case",
  },
  "GET /auth/validate_token": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "signed in it is 200 by design; fuzzed with bogus credentials",
  },
  "POST /auth/password": {
    body: { kind: "auth", keys: ["email", "redirect_url"] },
    actors: ["anonymous"],
    readsQuery: false,
  },
  "PUT /auth/password": {
    body: {
      kind: "auth",
      keys: ["password", "password_confirmation", "reset_password_token", "current_password"],
    },
    actors: ["anonymous", "volunteer"],
    readsQuery: false,
  },
  "PATCH /auth/password": {
    body: {
      kind: "auth",
      keys: ["password", "password_confirmation", "reset_password_token", "current_password"],
    },
    actors: ["anonymous", "volunteer"],
    readsQuery: false,
  },

  "GET /api/v1/volunteer_centers": { actors: ["anonymous"], readsQuery: true },
  "GET /api/v1/volunteer_centers/current": {
    actors: ["anonymous"],
    readsQuery: true,
  },
  "GET /api/v1/volunteer_centers/current/version": {
    actors: ["anonymous"],
    readsQuery: true,
  },
  "GET /api/v1/volunteer_centers/:id": {
    actors: ["anonymous"],
    readsQuery: true,
  },

  "GET /api/v1/users": { actors: ["staff", "superAdmin"], readsQuery: true },

  "GET /api/v1/data_viewer/tables": { actors: ["anonymous", "staff", "superAdmin"], readsQuery: true },
  "GET /api/v1/data_viewer/tables/:name": { actors: ["anonymous", "staff", "superAdmin"], readsQuery: true },
  "POST /api/v1/users": {
    body: resource(USER_TYPES, [
      "email",
      "password",
      "password_confirmation",
      "first_name",
      "last_name",
      "phone",
      "locale",
      "redirect_url",
      "confirm_success_url",
    ]),
    actors: ["anonymous", "staff", "superAdmin"],
    readsQuery: false,
  },
  "GET /api/v1/users/:id": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/users/:id": {
    body: resource(USER_TYPES, ["first_name", "last_name", "phone", "locale", "status"]),
    actors: ALL,
    readsQuery: false,
  },
  "PUT /api/v1/users/:id": {
    body: resource(USER_TYPES, ["first_name", "last_name", "phone", "locale", "status"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/users/:id": { actors: ALL, readsQuery: false },
  "POST /api/v1/users/:id/resend_confirmation_instructions": {
    body: resource(USER_TYPES, ["confirm_success_url"], true),
    actors: ["anonymous"],
    readsQuery: true,
    note: "the same 200 for any id, with or without a body",
  },
  // The body is not read; staff restore only a deleted account, which the fuzz world has none of.
  "POST /api/v1/users/:id/restore": { actors: ALL, readsQuery: false },
  "PUT /api/v1/users/:id/add_role": {
    body: resource(["roles"], ["name", "resource_type", "resource_id"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/users/:id/remove_role": {
    body: resource(["roles"], ["name", "resource_type", "resource_id"]),
    actors: ALL,
    readsQuery: false,
  },

  "GET /api/v1/current_user": { actors: SIGNED_IN, readsQuery: true },
  // Health for uptime monitors; details only for super admins (docs/diagnostics.md).
  "GET /api/v1/health": { actors: ALL, readsQuery: true },
  // Its calls are its query (contract/batch): without one it is a 400, each call answered as alone.
  "GET /api/v1/batch": { actors: ALL, readsQuery: false },
  // The tenant's content version, the web worker's edge cache key (docs/decisions/0009-edge-cache.md).
  "GET /api/v1/content_version": { actors: ALL, readsQuery: true },
  // The rich-text pipeline without storing (/test/tiptap); anyone may call it.
  "POST /api/v1/rich_text_previews": {
    body: resource(["rich_text_previews"], ["doc"]),
    actors: ALL,
    readsQuery: false,
  },
  // Where an address lies, for the vacancy form's map (docs/vacancies.md); nothing stored.
  "POST /api/v1/address_locations": {
    body: resource(["address_locations"], ["street", "house_number", "postal_code", "city"]),
    actors: SIGNED_IN,
    readsQuery: false,
  },
  // The signed-in user's own data (docs/own-data.md); it declares no query parameters.
  "GET /api/v1/current_user/export": { actors: SIGNED_IN, readsQuery: true },
  // The signed-in user's digest choices (docs/mail.md).
  "GET /api/v1/digest_preference": { actors: SIGNED_IN, readsQuery: false },
  "PATCH /api/v1/digest_preference": {
    body: resource(["digest_preferences"], ["periodic_mail", "postcode", "distance_km", "tag_ids"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/current_user": {
    body: resource(USER_TYPES, PROFILE_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/current_user": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "signed in, DELETE deletes the account (204) whatever else the request holds",
  },
  "POST /api/v1/confirm": {
    body: resource([...USER_TYPES, "confirmations"], ["confirmation_token"]),
    actors: ["anonymous"],
    readsQuery: false,
  },
  "POST /api/v1/sign_in_as_user": {
    body: resource(USER_TYPES, ["user_id"]),
    actors: ALL,
    readsQuery: false,
  },

  "GET /api/v1/current_organizations": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/current_organization": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/organizations": {
    actors: ["anonymous", "superAdmin"],
    readsQuery: true,
  },
  "POST /api/v1/organizations": {
    body: resource(ORG_TYPES, ORGANIZATION_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/organizations/:id": {
    actors: ["anonymous", "superAdmin"],
    readsQuery: true,
  },
  "PUT /api/v1/organizations/:id": {
    body: resource(ORG_TYPES, ORGANIZATION_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/organizations/:id": {
    body: resource(ORG_TYPES, ORGANIZATION_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/organizations/:id": { actors: ALL, readsQuery: false },
  "PUT /api/v1/organizations/:id/approve": {
    body: resource(ORG_TYPES, ["status", "reason"]),
    actors: ALL,
    readsQuery: false,
  },
  "PUT /api/v1/organizations/:id/move": {
    body: resource(ORG_TYPES, ["volunteer_center_id"]),
    actors: ALL,
    readsQuery: false,
  },
  "POST /api/v1/organization_starts": {
    body: resource(["organization_starts", "organization_start"], ["name", "organization_type", "profile", "address", "tag_ids"]),
    actors: ["volunteer"],
    readsQuery: false,
  },
  "POST /api/v1/organization_sign_ups": {
    body: resource(["organization_sign_ups", "organization_sign_up"], ["name", "organization_type", "profile", "address", "admin", "confirm_success_url"]),
    actors: ["anonymous"],
    readsQuery: false,
  },

  "PATCH /api/v1/volunteer_centers/:id/profile": {
    body: resource(
      ["volunteer_center_profiles"],
      [
        "primary_color",
        "primary_color_shades",
        "muted_color",
        "shape",
        "website_logo_url",
        "gtag_id",
        "footer_email",
        "social_links",
        "footer_links",
        "contact_phone",
      ],
    ),
    actors: ALL,
    readsQuery: false,
  },

  "GET /api/v1/tags": { actors: ["anonymous"], readsQuery: true },
  "GET /api/v1/tags/:id": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/tags": {
    body: resource(TAG_TYPES, ["name", "kind", "volunteer_center_id"]),
    actors: ALL,
    readsQuery: false,
  },
  "PUT /api/v1/tags/:id": {
    body: resource(TAG_TYPES, ["name", "kind"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/tags/:id": {
    body: resource(TAG_TYPES, ["name", "kind"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/tags/:id": { actors: ALL, readsQuery: false },
  "POST /api/v1/tags/:id/merge": {
    body: resource(TAG_TYPES, ["source_ids"]),
    actors: ALL,
    readsQuery: false,
  },

  // Forms (docs/forms.md): the builder's endpoints for staff, the public ones by token.
  "GET /api/v1/forms": { actors: ALL, readsQuery: true },
  "POST /api/v1/forms": {
    body: resource(FORM_TYPES, ["title", "retention_days", "definition", "volunteer_center_id"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/forms/:id": { actors: ALL, readsQuery: true },
  "PUT /api/v1/forms/:id": {
    body: resource(FORM_TYPES, ["title", "status", "retention_days", "definition"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/forms/:id": {
    body: resource(FORM_TYPES, ["title", "status", "retention_days", "definition"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/forms/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/forms/:id/submissions": { actors: ALL, readsQuery: true },
  "GET /api/v1/form_submissions/:id": { actors: ALL, readsQuery: true },
  "DELETE /api/v1/form_submissions/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/public_forms/:token": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/public_forms/:token/submissions": {
    body: resource(["form_submissions", "form_submission"], ["answers", "locale"]),
    actors: ["anonymous"],
    readsQuery: false,
  },

  "GET /api/v1/outbox_messages": { actors: ["anonymous"], readsQuery: true },
  // /dev/mail's "send the digests now" (development only): no body, no query.
  "POST /api/v1/digest_runs": { actors: ["anonymous"], readsQuery: false },

  // The body is file bytes, not a document: no `kind` (the fuzz never sends one) is a 400 for
  // staff, and whatever bytes arrive are refused by content (docs/files.md).
  "POST /api/v1/uploads": { actors: ALL, readsQuery: false },
  "DELETE /api/v1/uploads/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/files/:kind/:name": { actors: ["anonymous"], readsQuery: false },

  "GET /api/v1/vacancies": {
    actors: ["anonymous", "superAdmin"],
    readsQuery: true,
  },
  "GET /api/v1/vacancies/:id": {
    actors: ["anonymous", "superAdmin"],
    readsQuery: true,
  },
  "POST /api/v1/vacancies": {
    body: resource(VACANCY_TYPES, VACANCY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/vacancies": {
    body: {
      kind: "bulk",
      types: VACANCY_TYPES,
      attributes: VACANCY_ATTRIBUTES,
    },
    actors: ALL,
    readsQuery: false,
  },
  "PUT /api/v1/vacancies/:id": {
    body: resource(VACANCY_TYPES, VACANCY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/vacancies/:id": {
    body: resource(VACANCY_TYPES, VACANCY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/vacancies/:id": { actors: ALL, readsQuery: false },

  "GET /api/v1/applications": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/applications": {
    body: resource(APPLICATION_TYPES, ["vacancy_id", "motivation", "name", "email", "phone", "locale"]),
    actors: ["anonymous", "volunteer"],
    readsQuery: false,
  },
  // A guest's mailed withdraw link: any token we generate names no withdrawal (404).
  "GET /api/v1/applications/withdrawals/:token": {
    actors: ["anonymous"],
    readsQuery: true,
  },
  "POST /api/v1/applications/withdrawals": {
    body: resource(["application_withdrawals", "application_withdrawal"], ["token"]),
    actors: ["anonymous"],
    readsQuery: false,
  },
  // The digest's one-click unsubscribe link: anonymous, the token is the key.
  "POST /api/v1/periodic_mail_unsubscriptions": {
    body: resource(["periodic_mail_unsubscriptions"], ["token"]),
    actors: ["anonymous"],
    readsQuery: false,
  },
  "GET /api/v1/applications/:id": { actors: SIGNED_IN, readsQuery: true },
  "PUT /api/v1/applications/:id": {
    body: resource(APPLICATION_TYPES, ["status", "message"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/applications/:id": {
    body: resource(APPLICATION_TYPES, ["status", "message"]),
    actors: ALL,
    readsQuery: false,
  },

  // Dashboard and analytics (docs/analytics.md): reads only; the figures' period and metric.
  "GET /api/v1/dashboard": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/analytics": { actors: ["staff", "superAdmin"], readsQuery: true },
  "GET /api/v1/analytics/organizations": { actors: ["staff", "superAdmin"], readsQuery: true },
  "GET /api/v1/analytics/hours": { actors: ["staff", "superAdmin"], readsQuery: true },
  // Co-admin invitations (docs/organization-admins.md).
  "GET /api/v1/organization_admin_invitations": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/organization_admin_invitations": {
    body: resource(["organization_admin_invitations", "organization_admin_invitation"], ["organization_id", "email", "locale"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/organization_admin_invitations/:id": { actors: SIGNED_IN, readsQuery: true },
  "DELETE /api/v1/organization_admin_invitations/:id": { actors: ALL, readsQuery: false },
  "POST /api/v1/organization_admin_invitations/:id/resend": { actors: ALL, readsQuery: false },
  "GET /api/v1/organization_admin_acceptances/:token": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/organization_admin_acceptances": {
    body: resource(
      ["organization_admin_acceptances", "organization_admin_acceptance"],
      ["token", "first_name", "last_name", "password", "password_confirmation"],
    ),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/organizations_without_users": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/organization_checks": { actors: SIGNED_IN, readsQuery: false },
  "POST /api/v1/organization_checks": { body: resource(["organization_checks", "organization_check"], ["token"]), actors: ["anonymous"], readsQuery: false },
  "GET /api/v1/organization_checks/:id": { actors: ["anonymous"], readsQuery: false },
  "POST /api/v1/organization_check_runs": { actors: ["anonymous"], readsQuery: false },
  "GET /api/v1/organization_claims": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/organization_claims": {
    body: resource(["organization_claims", "organization_claim"], ["organization_id", "reason"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/organization_claims/:id": { actors: SIGNED_IN, readsQuery: true },
  "PUT /api/v1/organization_claims/:id": { body: resource(["organization_claims", "organization_claim"], ["status"]), actors: ALL, readsQuery: false },
  "PATCH /api/v1/organization_claims/:id": { body: resource(["organization_claims", "organization_claim"], ["status"]), actors: ALL, readsQuery: false },
  "GET /api/v1/organization_edit_proposals": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/organization_edit_proposals": {
    body: resource(["organization_edit_proposals", "organization_edit_proposal"], ["organization_id", "changes", "note"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/organization_edit_proposals/:id": { actors: SIGNED_IN, readsQuery: true },
  "PUT /api/v1/organization_edit_proposals/:id": {
    body: resource(["organization_edit_proposals", "organization_edit_proposal"], ["decisions"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/organization_edit_proposals/:id": {
    body: resource(["organization_edit_proposals", "organization_edit_proposal"], ["decisions"]),
    actors: ALL,
    readsQuery: false,
  },

  // Notifications (docs/notifications.md): one's own only. Marking all read takes no input, so
  // only its auth check is fuzzed.
  "GET /api/v1/notifications": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/notifications/:id": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/notifications/:id": {
    body: resource(["notifications", "notification"], ["read"]),
    actors: ALL,
    readsQuery: false,
  },
  "POST /api/v1/notifications/mark_all_read": { actors: ["anonymous"], readsQuery: false },
  // A centre's pages (docs/content.md).
  "GET /api/v1/pages": { actors: ["anonymous"], readsQuery: true },
  "GET /api/v1/pages/:id": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/pages": {
    body: resource(PAGE_TYPES, ["title", "slug", "status", "body", "volunteer_center_id"]),
    actors: ALL,
    readsQuery: false,
  },
  "PUT /api/v1/pages/:id": {
    body: resource(PAGE_TYPES, ["title", "slug", "status", "body"]),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/pages/:id": {
    body: resource(PAGE_TYPES, ["title", "slug", "status", "body"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/pages/:id": { actors: ALL, readsQuery: false },
  // Activities (docs/activities.md).
  "GET /api/v1/activities": { actors: ALL, readsQuery: true },
  "POST /api/v1/activities": {
    body: resource(ACTIVITY_TYPES, ACTIVITY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/activities/:id": { actors: ALL, readsQuery: true },
  "PUT /api/v1/activities/:id": {
    body: resource(ACTIVITY_TYPES, ACTIVITY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "PATCH /api/v1/activities/:id": {
    body: resource(ACTIVITY_TYPES, ACTIVITY_ATTRIBUTES),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/activities/:id/sign_ups": { actors: ALL, readsQuery: true },
  // Shifts (docs/shifts-and-hours.md).
  "GET /api/v1/activities/:id/shifts": { actors: ALL, readsQuery: true },
  "GET /api/v1/vacancies/:id/shifts": { actors: ALL, readsQuery: true },
  "POST /api/v1/shifts": { body: resource(SHIFT_TYPES, [...Object.keys(shiftRules)]), actors: ALL, readsQuery: false },
  "GET /api/v1/shifts/:id": { actors: ALL, readsQuery: true },
  "PUT /api/v1/shifts/:id": { body: resource(SHIFT_TYPES, SHIFT_WRITABLE), actors: ALL, readsQuery: false },
  "PATCH /api/v1/shifts/:id": { body: resource(SHIFT_TYPES, SHIFT_WRITABLE), actors: ALL, readsQuery: false },
  "DELETE /api/v1/shifts/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/shift_sign_ups": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/shift_sign_ups": {
    body: resource(["shift_sign_ups", "shift_sign_up"], ["shift_id", "name", "email", "locale"]),
    actors: ALL,
    readsQuery: false,
  },
  // A guest's mailed shift link: any token we generate names no sign-up (404).
  "GET /api/v1/shift_sign_ups/tokens/:token": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/shift_sign_up_confirmations": { body: resource(["shift_sign_up_confirmations"], ["token"]), actors: ["anonymous"], readsQuery: false },
  "POST /api/v1/shift_sign_up_cancellations": { body: resource(["shift_sign_up_cancellations"], ["token"]), actors: ["anonymous"], readsQuery: false },
  "DELETE /api/v1/shift_sign_ups/:id": { actors: ALL, readsQuery: false },
  // Hours (docs/shifts-and-hours.md).
  "GET /api/v1/hour_records": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/hour_records": { body: resource(HOUR_TYPES, HOUR_CREATE), actors: ALL, readsQuery: false },
  "PATCH /api/v1/hour_records": { body: { kind: "bulk", types: HOUR_TYPES, attributes: ["status"] }, actors: ALL, readsQuery: false },
  "GET /api/v1/hour_records/:id": { actors: ALL, readsQuery: true },
  "PUT /api/v1/hour_records/:id": { body: resource(HOUR_TYPES, ["status", "minutes"]), actors: ALL, readsQuery: false },
  "PATCH /api/v1/hour_records/:id": { body: resource(HOUR_TYPES, ["status", "minutes"]), actors: ALL, readsQuery: false },
  "DELETE /api/v1/hour_records/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/organizations/:id/hour_records": { actors: ALL, readsQuery: true },
  "GET /api/v1/hour_totals": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/organizations/:id/hour_totals": { actors: ALL, readsQuery: true },
  "GET /api/v1/activities/:id/roster": { actors: ALL, readsQuery: true },
  "GET /api/v1/vacancies/:id/roster": { actors: ALL, readsQuery: true },
  "POST /api/v1/shift_check_ins": { body: resource(["shift_check_ins", "shift_check_in"], Object.keys(shiftCheckInRules)), actors: ALL, readsQuery: false },
  "POST /api/v1/shift_messages": { body: resource(["shift_messages", "shift_message"], Object.keys(shiftMessageRules)), actors: ALL, readsQuery: false },
  "GET /api/v1/activity_sign_ups": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/activity_sign_ups": {
    body: resource(["activity_sign_ups", "activity_sign_up"], ["activity_id", "name", "email", "locale"]),
    actors: ["anonymous", "volunteer"],
    readsQuery: false,
  },
  // Mailed links: any token we generate names no sign-up (404).
  "GET /api/v1/activity_sign_ups/tokens/:token": {
    actors: ["anonymous"],
    readsQuery: true,
  },
  "DELETE /api/v1/activity_sign_ups/:id": { actors: ALL, readsQuery: false },
  "POST /api/v1/activity_sign_up_confirmations": {
    body: resource(["activity_sign_up_confirmations"], ["token"]),
    actors: ["anonymous"],
    readsQuery: false,
  },
  "POST /api/v1/activity_sign_up_cancellations": {
    body: resource(["activity_sign_up_cancellations"], ["token"]),
    actors: ["anonymous"],
    readsQuery: false,
  },
  "GET /api/v1/activity_feed": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "a signed-in read of one's own feed address reads nothing else",
  },
  "POST /api/v1/activity_feed": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "a signed-in request renews one's own feed address whatever it holds",
  },
  "DELETE /api/v1/activity_feed": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "a signed-in request revokes one's own feed address whatever it holds",
  },
  "GET /api/v1/activity_feeds/:token/activities": {
    actors: ["anonymous"],
    readsQuery: true,
  },
  "GET /api/v1/activity_feeds/:token/shift_sign_ups": { actors: ["anonymous"], readsQuery: true },

  // Conversations (docs/conversations.md).
  "GET /api/v1/conversations": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/conversations": {
    body: resource(["conversations", "conversation"], ["vacancy_id", "application_id", "organization_id", "shift_sign_up_id", "body"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/conversations/:id": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/conversations/:id": {
    body: resource(["conversations", "conversation"], ["archived", "read", "blocked", "reported", "report_reason"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/conversations/:id/messages": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/conversations/:id/messages": {
    body: resource(["messages", "message"], ["body"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/message_mail_preference": { actors: SIGNED_IN, readsQuery: false },
  "PATCH /api/v1/message_mail_preference": {
    body: resource(["message_mail_preferences", "message_mail_preference"], ["message_mail"]),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/sign_up_notice_preference": { actors: SIGNED_IN, readsQuery: false },
  "PATCH /api/v1/sign_up_notice_preference": {
    body: resource(["sign_up_notice_preferences", "sign_up_notice_preference"], ["sign_up_notice"]),
    actors: ALL,
    readsQuery: false,
  },
  // Volunteer profiles and the pool (docs/volunteer-profiles.md).
  "GET /api/v1/volunteer_profile": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/volunteer_profile": {
    body: resource(["volunteer_profiles", "volunteer_profile"], Object.keys(volunteerProfileRules)),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/volunteer_profile": {
    actors: ["anonymous"],
    readsQuery: false,
    note: "signed in, DELETE removes one's own profile (204) whatever else the request holds",
  },
  "GET /api/v1/volunteer_profiles": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/volunteer_profiles/:id": { actors: SIGNED_IN, readsQuery: true },
  // The profile photo: bytes in, bytes out (refused by content whatever arrives).
  "PUT /api/v1/volunteer_profile/photo": { actors: SIGNED_IN, readsQuery: false },
  "DELETE /api/v1/volunteer_profile/photo": { actors: SIGNED_IN, readsQuery: false },
  "GET /api/v1/volunteer_profiles/:id/photo": { actors: SIGNED_IN, readsQuery: true },
  "GET /api/v1/profile_replies": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/profile_replies": {
    body: resource(["profile_replies", "profile_reply"], Object.keys(profileReplyCreateRules)),
    actors: ALL,
    readsQuery: false,
  },
  "GET /api/v1/profile_replies/:id": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/profile_replies/:id": {
    body: resource(["profile_replies", "profile_reply"], Object.keys(profileReplyUpdateRules)),
    actors: ALL,
    readsQuery: false,
  },
  // One-on-one help (docs/one-on-one-help.md): a 404 wherever the tenant has it off.
  "GET /api/v1/help_requests": { actors: SIGNED_IN, readsQuery: true },
  "POST /api/v1/help_requests": { body: resource(["help_requests", "help_request"], Object.keys(helpRequestCreateRules)), actors: ALL, readsQuery: false },
  "GET /api/v1/help_requests/:id": { actors: SIGNED_IN, readsQuery: true },
  "PATCH /api/v1/help_requests/:id": { body: resource(["help_requests", "help_request"], Object.keys(helpRequestUpdateRules)), actors: ALL, readsQuery: false },
  "POST /api/v1/help_request_confirmations": {
    body: resource(["help_request_confirmations", "help_request_confirmation"], Object.keys(helpRequestConfirmRules)),
    actors: ALL,
    readsQuery: false,
  },
  "POST /api/v1/help_offers": { body: resource(["help_offers", "help_offer"], Object.keys(helpOfferCreateRules)), actors: ALL, readsQuery: false },
  // A centre's news and menus (docs/content.md).
  "GET /api/v1/news_items": { actors: ["anonymous"], readsQuery: true },
  "GET /api/v1/news_items/:id": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/news_items": { body: resource(NEWS_TYPES, [...NEWS_ATTRIBUTES, "volunteer_center_id"]), actors: ALL, readsQuery: false },
  "PUT /api/v1/news_items/:id": { body: resource(NEWS_TYPES, NEWS_ATTRIBUTES), actors: ALL, readsQuery: false },
  "PATCH /api/v1/news_items/:id": { body: resource(NEWS_TYPES, NEWS_ATTRIBUTES), actors: ALL, readsQuery: false },
  "DELETE /api/v1/news_items/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/menu_items": { actors: ["anonymous"], readsQuery: true },
  "GET /api/v1/menu_items/:id": { actors: ["anonymous"], readsQuery: true },
  "POST /api/v1/menu_items": { body: resource(MENU_TYPES, [...MENU_ATTRIBUTES, "volunteer_center_id"]), actors: ALL, readsQuery: false },
  "PUT /api/v1/menu_items/:id": { body: resource(MENU_TYPES, MENU_ATTRIBUTES), actors: ALL, readsQuery: false },
  "PATCH /api/v1/menu_items/:id": { body: resource(MENU_TYPES, MENU_ATTRIBUTES), actors: ALL, readsQuery: false },
  "DELETE /api/v1/menu_items/:id": { actors: ALL, readsQuery: false },
  // Mail templates (docs/mail.md "Templates"): a centre's staff and the super admins.
  "GET /api/v1/notification_templates": { actors: ALL, readsQuery: false },
  "GET /api/v1/notification_templates/:id": { actors: ALL, readsQuery: false },
  "PATCH /api/v1/notification_templates/:id": {
    body: resource(["notification_templates"], ["subject_nl", "body_nl", "subject_en", "body_en"]),
    actors: ALL,
    readsQuery: false,
  },
  "DELETE /api/v1/notification_templates/:id": {
    actors: ["anonymous", "volunteer"],
    readsQuery: false,
    note: "staff and super admins reset the template (204) whatever else the request holds",
  },
  "GET /api/v1/notification_template_previews": { actors: ALL, readsQuery: false },
  "POST /api/v1/notification_template_previews": {
    body: resource(["notification_template_previews"], ["kind", "locale", "subject", "body", "volunteer_center_id"]),
    actors: ALL,
    readsQuery: false,
  },
  // The centre's file library and the platform's stock images (docs/files.md).
  "GET /api/v1/library_files": { actors: ALL, readsQuery: true },
  "POST /api/v1/library_files": { body: resource(["library_files"], ["url", "name"]), actors: ALL, readsQuery: false },
  "DELETE /api/v1/library_files/:id": { actors: ALL, readsQuery: false },
  "GET /api/v1/stock_images": { actors: ["anonymous"], readsQuery: true },
  // The body is the image's bytes, like POST /uploads: refused by content whatever arrives.
  "POST /api/v1/stock_images": { actors: ALL, readsQuery: false },
  "DELETE /api/v1/stock_images/:id": { actors: ALL, readsQuery: false },
  // A form's files (docs/forms.md): bytes in, bytes out.
  "POST /api/v1/public_forms/:token/files": { actors: ["anonymous"], readsQuery: false },
  "GET /api/v1/form_submissions/:id/files/:name": { actors: ALL, readsQuery: false },
};
