import { z } from "zod";
import { resourceSpecs } from "../list";
import { flag } from "../rules";

export const NOTIFICATIONS = "notifications";

/**
 * What a notification is about. A later feature adds its kind here (and its text in
 * locales/{nl,en}/notifications.json); the table keeps the kind as text, so no migration is needed.
 */
export const NOTIFICATION_KINDS = [
  "application_received",
  "application_answered",
  "organization_approved",
  "vacancy_expiring",
  "message_received",
  "form_submitted",
  "activity_moved_up",
  "activity_cancelled",
  "profile_reply_received",
  "profile_reply_accepted",
  "profile_reply_declined",
  "organization_claim_received",
  "organization_claim_accepted",
  "organization_claim_refused",
  "organization_edit_proposed",
  "organization_edit_decided",
  "help_request_new",
  "help_offer_received",
  "help_request_matched",
  // A centre reached its hourly cap of mail to typed addresses (docs/security.md): for its staff.
  "unproven_mail_capped",
  // Someone confirmed a new account at the centre (docs/users.md "Told of sign-ups"): for its staff.
  "user_signed_up",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification links to (its `subject_type`). */
export const NOTIFICATION_SUBJECTS = [
  "Application",
  "Organization",
  "Vacancy",
  "Conversation",
  "FormSubmission",
  "Activity",
  "ProfileReply",
  "HelpRequest",
  "VolunteerCenter",
  "User",
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const NOTIFICATION_ATTRIBUTES = ["kind", "subject_type", "subject_id", "params", "path", "read", "read_at", "created_at"] as const;

export interface NotificationAttributes {
  kind: NotificationKind;
  subject_type: NotificationSubject;
  subject_id: string;
  /** The names the text shows (a vacancy's title, an organization's name), as they were then. */
  params: Record<string, string>;
  /** The web page of its subject ("/applications/12"). */
  path: string;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

/** PATCH /notifications/:id: read or unread again. */
export const notificationRules = { read: z.boolean() } as const;

/** GET /notifications: one's own, newest first; `meta.unread_count` counts every unread one. */
export const { show: notificationShow, list: notificationList } = resourceSpecs(NOTIFICATIONS, NOTIFICATION_ATTRIBUTES, {
  page: { defaultSize: 20, maxSize: 100 },
  filter: { unread: flag },
});

/** GET/PATCH /sign_up_notice_preference: whether a staff member is told of new volunteers at their centre. */
export const SIGN_UP_NOTICE_PREFERENCES = "sign_up_notice_preferences";
export const signUpNoticePreferenceRules = { sign_up_notice: z.boolean() } as const;

/** How many the toolbar's bell lists. */
export const TOOLBAR_NOTIFICATIONS = 5;
