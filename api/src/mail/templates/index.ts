import type { Locale } from "../../db/accounts-schema";
import { type RenderedMail, renderMail } from "../render";
import { accountDeleted } from "./account-deleted";
import {
  activityCancelled,
  activityConfirm,
  activityMovedUp,
  activityReminder,
  activitySignedUp,
  activityWaiting,
} from "./activity-mails";
import { accountExists } from "./account-exists";
import { confirmation } from "./confirmation";
import { digest } from "./digest";
import { formReceived, formSubmissionNew } from "./form-mails";
import { invitation } from "./invitation";
import { messageNew } from "./message-new";
import { organizationAdminInvitation } from "./organization-admin-mails";
import { organizationPending } from "./organization-pending";
import { organizationStatus } from "./organization-status";
import { reconfirmation } from "./reconfirmation";
import { resetPassword } from "./reset-password";
import type { MailVars } from "./vars";
import {
  applicationNew,
  applicationReceived,
  applicationStatus,
  applicationWithdrawn,
  vacancyExpiry,
} from "./vacancy-mails";

export type { MailVars } from "./vars";

const TEMPLATES = {
  confirmation,
  reconfirmation,
  reset_password: resetPassword,
  account_deleted: accountDeleted,
  account_exists: accountExists,
  organization_status: organizationStatus,
  organization_pending: organizationPending,
  invitation,
  application_received: applicationReceived,
  application_new: applicationNew,
  application_status: applicationStatus,
  application_withdrawn: applicationWithdrawn,
  vacancy_expiry: vacancyExpiry,
  digest,
  form_received: formReceived,
  form_submission_new: formSubmissionNew,
  activity_confirm: activityConfirm,
  activity_signed_up: activitySignedUp,
  activity_waiting: activityWaiting,
  activity_moved_up: activityMovedUp,
  activity_cancelled: activityCancelled,
  activity_reminder: activityReminder,
  message_new: messageNew,
  organization_admin_invitation: organizationAdminInvitation,
};

/** The outbox's `kind` column: which template a message came from. */
export type MailKind = keyof typeof TEMPLATES;

export function renderTemplate(
  kind: MailKind,
  locale: Locale,
  vars: MailVars,
): RenderedMail {
  return renderMail(TEMPLATES[kind][locale](vars));
}
