// What the own-data export holds (docs/own-data.md). Each section is one query for the signed-in
// user's rows of one table; `covers` names the columns that tie those rows to the user, which is
// what own-data.test.ts checks against every user-referring column of the migrated schema.
// Bindings: ?1 the tenant, ?2 the user's id. Every query carries the tenant scope.

export interface OwnDataSection {
  /** The section's key in the export document. */
  name: string;
  /** `table.column` pairs that point at the user, covered by this section. */
  covers: readonly string[];
  sql: string;
  /** One row (the account), not a list. */
  single?: true;
  /** Columns left out of this section besides the secrets every section drops; each with its reason. */
  omit?: readonly string[];
}

/** The rows of `table` whose `column` is the user (every column, or those named), in the order they were made. */
const rowsOf = (name: string, table: string, column: string, columns = "*"): OwnDataSection => ({
  name,
  covers: [`${table}.${column}`],
  sql: `SELECT ${columns} FROM ${table} WHERE tenant_id = ?1 AND ${column} = ?2 ORDER BY id`,
});

export const OWN_DATA_SECTIONS: readonly OwnDataSection[] = [
  {
    name: "account",
    covers: ["users.id", "users.email", "users.unconfirmed_email"],
    sql: "SELECT * FROM users WHERE tenant_id = ?1 AND id = ?2",
    single: true,
  },
  {
    name: "roles",
    covers: ["roles.user_id"],
    sql: `SELECT r.*, o.name AS organization_name FROM roles r
          LEFT JOIN organizations o ON o.tenant_id = r.tenant_id AND r.resource_type = 'Organization' AND o.id = r.resource_id
          WHERE r.tenant_id = ?1 AND r.user_id = ?2 ORDER BY r.id`,
  },
  // The client id is half of a session's credentials (devise_token_auth's `client` header).
  { ...rowsOf("sessions", "auth_tokens", "user_id"), omit: ["client"] },
  {
    name: "applications",
    covers: ["applications.user_id"],
    sql: `SELECT a.*, v.title AS vacancy_title FROM applications a
          LEFT JOIN vacancies v ON v.tenant_id = a.tenant_id AND v.id = a.vacancy_id
          WHERE a.tenant_id = ?1 AND a.user_id = ?2 ORDER BY a.id`,
  },
  // The bodies carry one-time links (confirmation, password reset, withdrawal, unsubscribe):
  // credentials, not data about the user. What they say is in the other sections.
  { ...rowsOf("mails", "outbox_messages", "user_id"), omit: ["text_body", "html_body", "list_unsubscribe", "lease_until"] },
  {
    name: "digest_themes",
    covers: ["user_digest_tags.user_id"],
    sql: `SELECT d.tag_id, t.name AS tag_name FROM user_digest_tags d
          LEFT JOIN tags t ON t.tenant_id = d.tenant_id AND t.id = d.tag_id
          WHERE d.tenant_id = ?1 AND d.user_id = ?2 ORDER BY d.tag_id`,
  },
  {
    name: "digest_vacancies",
    covers: ["digest_vacancies.user_id"],
    sql: `SELECT d.vacancy_id, v.title AS vacancy_title, d.sent_at FROM digest_vacancies d
          LEFT JOIN vacancies v ON v.tenant_id = d.tenant_id AND v.id = d.vacancy_id
          WHERE d.tenant_id = ?1 AND d.user_id = ?2 ORDER BY d.sent_at, d.vacancy_id`,
  },
  rowsOf("uploaded_files", "files", "uploaded_by"),
  rowsOf("library_files", "library_files", "uploaded_by"),
  rowsOf("data_viewer_views", "data_viewer_views", "user_id"),
  rowsOf("notifications", "notifications", "user_id"),
  {
    // "This is my organization" (docs/organization-claims.md): the claims one made; those one
    // decided as staff are exported with the organization, not the claimant's data.
    name: "organization_claims",
    covers: ["organization_claims.user_id", "organization_claims.decided_by_id"],
    sql: `SELECT id, organization_id, reason, status, domain_match, decided_at, created_at, decided_by_id = ?2 AS decided_by_me
          FROM organization_claims WHERE tenant_id = ?1 AND (user_id = ?2 OR decided_by_id = ?2) ORDER BY id`,
  },
  {
    // Proposed edits (docs/organization-edit-proposals.md): the ones the user proposed, with what
    // they proposed and the outcome; for those they decided, only that they decided them.
    name: "organization_edit_proposals",
    covers: ["organization_edit_proposals.user_id", "organization_edit_proposals.decided_by_id"],
    sql: `SELECT id, organization_id, CASE WHEN user_id = ?2 THEN note END AS note, CASE WHEN user_id = ?2 THEN changes END AS changes,
                 decisions, status, decided_at, created_at, user_id = ?2 AS proposed_by_me, decided_by_id = ?2 AS decided_by_me
          FROM organization_edit_proposals WHERE tenant_id = ?1 AND (user_id = ?2 OR decided_by_id = ?2) ORDER BY id`,
  },
  {
    // Co-admin invitations the user sent or accepted (docs/organization-admins.md); the invited
    // address is someone else's, so only the organization and dates are given for those sent.
    name: "organization_admin_invitations",
    covers: ["organization_admin_invitations.invited_by_id", "organization_admin_invitations.accepted_by_id", "organization_admin_invitations.email"],
    sql: `SELECT id, organization_id, CASE WHEN accepted_by_id = ?2 THEN email END AS email, sent_at, accepted_at,
            invited_by_id = ?2 AS invited_by_me, accepted_by_id = ?2 AS accepted_by_me, created_at
          FROM organization_admin_invitations WHERE tenant_id = ?1 AND (invited_by_id = ?2 OR accepted_by_id = ?2) ORDER BY id`,
  },
  // The forms the user made (docs/forms.md); their submissions are the visitors' data, not theirs.
  rowsOf("forms", "forms", "owner_id"),
  {
    // The submissions they sent while signed in, with their answers (a visitor's stay anonymous).
    name: "form_submissions",
    covers: ["form_submissions.submitted_by"],
    sql: `SELECT s.id, s.form_id, f.title AS form_title, s.answers, s.locale, s.created_at
          FROM form_submissions s JOIN forms f ON f.id = s.form_id AND f.tenant_id = s.tenant_id
          WHERE s.tenant_id = ?1 AND s.submitted_by = ?2 ORDER BY s.id`,
  },
  // Activities (docs/activities.md): one's sign-ups, the activities one added, and when one's
  // personal feed address was made (the address itself is a credential, like a token).
  {
    name: "activity_sign_ups",
    covers: ["activity_sign_ups.user_id"],
    sql: `SELECT s.*, a.title AS activity_title FROM activity_sign_ups s
          LEFT JOIN activities a ON a.tenant_id = s.tenant_id AND a.id = s.activity_id
          WHERE s.tenant_id = ?1 AND s.user_id = ?2 ORDER BY s.id`,
  },
  // Shifts (docs/shifts-and-hours.md): one's sign-ups for the shifts of activities and vacancies,
  // with the shift's time and task and its activity's or vacancy's title.
  {
    name: "shift_sign_ups",
    covers: ["shift_sign_ups.user_id"],
    sql: `SELECT s.*, sh.starts_at AS shift_starts_at, sh.ends_at AS shift_ends_at, sh.task AS shift_task, a.title AS activity_title,
            v.title AS vacancy_title
          FROM shift_sign_ups s
          LEFT JOIN shifts sh ON sh.tenant_id = s.tenant_id AND sh.id = s.shift_id
          LEFT JOIN activities a ON a.tenant_id = sh.tenant_id AND a.id = sh.activity_id
          LEFT JOIN vacancies v ON v.tenant_id = sh.tenant_id AND v.id = sh.vacancy_id
          WHERE s.tenant_id = ?1 AND s.user_id = ?2 ORDER BY s.id`,
  },
  // Hours (docs/shifts-and-hours.md): the hours one gave, with the organization's name, and the
  // decisions one made on others' hours as a reviewer (what was decided, not their notes).
  {
    name: "hour_records",
    covers: ["hour_records.user_id", "hour_records.reviewed_by_id"],
    sql: `SELECT h.id, h.organization_id, o.name AS organization_name, h.shift_id, h.vacancy_id, h.date, h.minutes,
                 CASE WHEN h.user_id = ?2 THEN h.note END AS note, h.status, h.checked_in_at, h.checked_out_at, h.reviewed_at, h.created_at,
                 h.user_id = ?2 AS given_by_me, h.reviewed_by_id = ?2 AS reviewed_by_me
          FROM hour_records h LEFT JOIN organizations o ON o.tenant_id = h.tenant_id AND o.id = h.organization_id
          WHERE h.tenant_id = ?1 AND (h.user_id = ?2 OR h.reviewed_by_id = ?2) ORDER BY h.date, h.id`,
  },
  rowsOf("activities_added", "activities", "created_by", "id, kind, title, starts_at, ends_at, status, organization_id, created_at"),
  {
    name: "activity_feed",
    covers: ["activity_feed_tokens.user_id"],
    sql: "SELECT user_id, created_at FROM activity_feed_tokens WHERE tenant_id = ?1 AND user_id = ?2",
  },
  {
    // The conversations they take part in (their own state in each), started, blocked or reported.
    name: "conversations",
    covers: ["conversation_participants.user_id", "conversations.volunteer_id", "conversations.blocked_by", "conversations.reported_by"],
    sql: `SELECT c.id, c.kind, c.topic, c.subject_type, c.subject_id, c.organization_id, c.volunteer_id, c.blocked_side,
            c.blocked_by, c.reported_at, c.reported_by, c.report_reason, c.created_at,
            p.side, p.unread_count, p.archived, p.mailed_at
          FROM conversations c
          LEFT JOIN conversation_participants p ON p.conversation_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ?2
          WHERE c.tenant_id = ?1 AND (p.user_id IS NOT NULL OR c.volunteer_id = ?2 OR c.blocked_by = ?2 OR c.reported_by = ?2)
          ORDER BY c.id`,
  },
  // What they wrote; what others wrote to them is those people's data (they read it on the site).
  rowsOf("messages", "messages", "sender_id", "id, conversation_id, side, body, created_at"),
  // What they sent to everyone of a shift (docs/shifts-and-hours.md): the text and how many it reached.
  rowsOf("shift_messages", "shift_messages", "sender_id", "id, shift_id, body, volunteers_count, guests_count, created_at"),
  {
    // Their volunteer profile (docs/volunteer-profiles.md): the postcode area, never more.
    name: "volunteer_profile",
    covers: ["volunteer_profiles.user_id"],
    sql: `SELECT published, published_at, introduction, skills, availability, hours_per_week, postcode_area, travel_km,
            visible_fields, created_at, updated_at FROM volunteer_profiles WHERE tenant_id = ?1 AND user_id = ?2`,
  },
  {
    // Replies to their profile, and replies they sent for an organization.
    name: "profile_replies",
    covers: ["profile_replies.volunteer_id", "profile_replies.sender_id"],
    sql: `SELECT r.id, r.organization_id, o.name AS organization_name, r.vacancy_id, r.message, r.status, r.conversation_id,
            r.answered_at, r.created_at, r.volunteer_id = ?2 AS to_me
          FROM profile_replies r JOIN organizations o ON o.id = r.organization_id AND o.tenant_id = r.tenant_id
          WHERE r.tenant_id = ?1 AND (r.volunteer_id = ?2 OR r.sender_id = ?2) ORDER BY r.id`,
  },
  // Requests for help they were matched to: what was asked, never the requester's details (theirs, not the volunteer's).
  rowsOf("help_requests_matched", "help_requests", "volunteer_id", "id, what, how_often, area, status, matched_at"),
  rowsOf("help_offers", "help_offers", "volunteer_id", "help_request_id, message, created_at"),
  {
    name: "volunteer_profile_themes",
    covers: ["volunteer_profile_tags.user_id"],
    sql: `SELECT t.name FROM volunteer_profile_tags p JOIN tags t ON t.id = p.tag_id AND t.tenant_id = p.tenant_id
          WHERE p.tenant_id = ?1 AND p.user_id = ?2 ORDER BY t.name`,
  },
];

/**
 * Columns no section ever exports, whatever table they are in: password and token digests,
 * tokens, hashes and secrets (a digest is still a credential to brute-force), and the tenant id
 * (the same for every row). Matched against column names, so a new secret column named like the
 * others stays out by itself; own-data.test.ts checks no key of the export matches it.
 */
export const SECRET_COLUMN = /(^|_)(digest|hash)$|token|password|secret|^tenant_id$/;
