// Columns that look like they refer to a user (a foreign key to users, or a name like user_id or
// email) but hold no user's own data, so the own-data export leaves them out on purpose.
// own-data.test.ts fails for a user-referring column that is neither covered by a section of
// sections.ts nor listed here; add a column here only with the reason it is not the user's data.

export const NOT_A_USERS_DATA: Readonly<Record<string, string>> = {
  // Contact addresses that an organization or centre entered for itself; they are not tied to an
  // account, and an address equal to the user's may well be a shared inbox.
  "organization_profiles.email": "an organization's public contact address",
  "vacancies.contact_email": "a vacancy's contact, entered by its organization",
  "volunteer_centers.contact_email": "a centre's Reply-To address",
  "volunteer_center_profiles.contact_email": "a centre's contact person, entered in its settings",
  "volunteer_center_profiles.footer_email": "a centre's footer address",
  // The application row is exported by its user_id; an anonymous application that merely names
  // the same address is not proven to be this user's, so it is not matched by address.
  "applications.email": "exported with the application (by user_id), not matched by address",
  // A deleted account's roles, held during its grace period (decision 0017): an account that can
  // sign in to export its data has none (a restore moves them back to roles, which are exported).
  "held_roles.user_id": "a deleted account's roles; none while the account can sign in",
  // Sums the triggers keep of one's approved hours per organization and year (migration 0177):
  // every record they add up is in the export's hour_records section.
  "hour_years.user_id": "sums of one's approved hour_records, which are exported themselves",
  // Likewise a sign-up is exported by its user_id; a guest's sign-up with the same address is
  // not proven to be this user's.
  "activity_sign_ups.email": "exported with the sign-up (by user_id), not matched by address",
  "shift_sign_ups.email": "a guest's shift sign-up: exported by user_id, not matched by address",
  // A request for help is made without an account: its address is the requester's, proven by
  // mail but never tied to an account, so it is not matched by address either.
  "help_requests.email": "a request for help is made without an account, not matched by address",
};
