/** What every mail's code knows; `templateValues` turns it into the template's variables. */
export interface MailVars {
  siteName: string;
  /** The centre's contact address: the mail's Reply-To, never part of its text. */
  replyTo?: string | null;
  /** The centre the mail is sent for: its templates apply (null: the tenant's). */
  centerId?: number | null;
  /** The first name, or null when unknown. */
  name: string | null;
  /** The link with its token (confirmation, reset); absent for mails without a link. */
  link?: string;
  /** organization_status (and _pending): the organization's name, its new status, the staff's reason. */
  organization?: string;
  status?: string;
  reason?: string;
  /** Vacancy mails: its title, the applicant's name, a message or motivation, a date. */
  vacancy?: string;
  applicant?: string;
  message?: string;
  date?: string;
  /** Activity mails: the activity's title (`date` is its moment). */
  activity?: string;
  /** digest: the period chosen, the new vacancies (title, place, link), the search page, the unsubscribe link. */
  period?: "weekly" | "monthly";
  vacancies?: { title: string; place: string | null; url: string }[];
  more?: number;
  unsubscribe?: string;
  /** Form mails: the form's title and the answers as label and text. */
  form?: string;
  answers?: { label: string; value: string }[];
  /** message_new: who wrote (a name, never an address), the conversation's topic, how many are unread. */
  sender?: string;
  topic?: string;
  unread?: number;
  /** Organization entry mails (issue 19): whether the address has an account, who invited. */
  hasAccount?: boolean;
  inviter?: string;
  /** organization_claim_new: the claimant's confirmed address is on the organization's website domain. */
  domainMatch?: boolean;
  /** organization_check: the organization's edit page. */
  edit?: string;
  /** help_request_matched: the matched volunteer's first name, what the resident asked. */
  volunteer?: string;
  what?: string;
}
