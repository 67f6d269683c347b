// The world of the authorization matrix (api/test/authorization-matrix.ts): tenant X with
// centres A and B, organizations A and B with their admins, staff of each centre, a super admin
// and a volunteer; tenant Y with one user who runs Y's organization. Every resource type exists
// once per owner (A, B, Y), so each row of the matrix can aim at "theirs" and "someone else's".
// Ids are fixed and distinct across tenants, so a tenant Y user can ask for tenant X's ids.

export const TENANT = { X: "tenant-x", Y: "tenant-y" } as const;

/** Every id a matrix row may name as `{name}` in its path, query or body. */
export const WORLD = {
  centreA: 41,
  centreB: 42,
  centreY: 51,
  volunteer: 1001,
  adminA: 1002,
  adminB: 1003,
  staffA: 1004,
  staffB: 1005,
  superX: 1006,
  userY: 1011,
  orgA: 2001, // approved, centre A, admin: adminA
  orgB: 2002, // approved, centre B, admin: adminB
  orgAPending: 2003, // pending, centre A, nobody's
  orgY: 2011, // approved, tenant Y, admin: userY
  tagA: 4001,
  tagB: 4002,
  tagA2: 4003, // a second tag of centre A, to merge into tagA
  tagY: 4011,
  vacancyA: 5001, // published, orgA
  vacancyADraft: 5002, // draft, orgA
  vacancyB: 5003, // published, orgB
  vacancyY: 5011, // published, orgY
  applicationA: 6001, // the volunteer's, to vacancyA
  applicationB: 6002, // adminA's, to vacancyB (an admin applies elsewhere)
  applicationY: 6011, // userY's, to vacancyY
  guestApplicationA: 6003, // a guest's, to vacancyA, withdrawable with withdrawTokenA
  guestApplicationY: 6012, // a guest's, to vacancyY, withdrawable with withdrawTokenY
  outboxX: 7001,
  outboxY: 7011,
  fileA: 9001, // an uploaded logo of tenant X that no record uses
  fileY: 9011,
  contentA: 9002, // tenant X's upload of kind content, in no library yet
  formFileA: 9003, // the file answer of submissionA
  formFileY: 9013,
  libraryA: 9601, // centre A's library file (its bytes are not needed)
  libraryY: 9611,
  stockImage: 9701, // a stock image of the platform (no tenant)
  notificationA: 10001, // adminA's, unread
  notificationY: 10011, // userY's, unread
  pageA: 8001, // a published page of centre A
  pageADraft: 8002, // a draft page of centre A
  pageY: 8011, // a published page of tenant Y
  formA: 9101, // published, centre A, owner staffA
  formY: 9111, // published, tenant Y
  formVersionA: 9201,
  formVersionY: 9211,
  submissionA: 9301, // to formA
  submissionY: 9311, // to formY
  activityA: 9101, // approved, orgA (centre A)
  activityAPending: 9102, // pending, orgA
  activityY: 9111, // approved, orgY
  signUpA: 9201, // the volunteer's place at activityA, token signUpTokenA
  signUpY: 9211, // userY's place at activityY, token signUpTokenY
  shiftA: 9501, // a shift of activityA (2030-05-01 10:00–12:00, 5 places)
  shiftY: 9511, // a shift of activityY
  shiftSignUpA: 9601, // the volunteer's place in shiftA
  shiftSignUpY: 9611, // userY's place in shiftY
  shiftGuestSignUpA: 9602, // a guest's place in shiftA, token shiftSignUpTokenA
  shiftGuestSignUpY: 9612, // a guest's place in shiftY, token shiftSignUpTokenY
  hourRecordA: 9801, // the volunteer's pending hours at orgA (for shiftA)
  hourRecordY: 9811, // userY's pending hours at orgY
  conversationA: 11001, // the volunteer with organization A about vacancy A
  conversationB: 11002, // adminB (as a volunteer) with organization A: the volunteer's "another volunteer"
  conversationR: 11003, // the volunteer with organization A about applicationA, reported to centre A
  conversationC: 11004, // organization A with centre A's staff
  conversationH: 11005, // the volunteer with centre A's staff about helpMatchedA (one-on-one help)
  conversationY: 11011, // organization Y with centre Y
  newsA: 8101, // a published news item of centre A
  newsAScheduled: 8102, // a news item of centre A due in 2099
  newsY: 8111,
  menuA: 8201, // centre A's header link to pageA
  menuY: 8211,
  profileA: 1001, // the volunteer's published profile in centre A (a profile's id is its user's)
  profileY: 1011, // userY's published profile in centre Y
  inviteA: 12001, // an open co-admin invitation of orgA (token adminInviteTokenA)
  inviteY: 12011, // of orgY (token adminInviteTokenY)
  replyA: 12101, // the pending organization A's (nobody's) waiting reply to the volunteer's profile
  replyY: 12111, // organization Y's reply to userY's profile
  claimA: 12201, // the volunteer's waiting claim of orgA ("this is my organization")
  claimY: 12211, // a waiting claim of orgY by userY
  helpA: 12301, // an open request for help at centre A (token helpTokenA), nobody matched
  helpMatchedA: 12302, // a request for help at centre A matched to the volunteer
  helpY: 12311, // an open request for help at centre Y
  photoFileA: 12501, // the photo of the volunteer's profile (profileA), private
  memberA: 1007, // a member of orgA, no actor: proposalA's proposer
  deletedA: 1008, // a deleted account of centre A within its grace period (decision 0017), no actor
  proposalA: 12401, // memberA's waiting proposed edit of orgA's phone
  proposalY: 12411, // a waiting proposed edit of orgY by userY
} as const;

/** The R2 name of profileA's photo (kind profile_photo, private: read through the profile). */
const PROFILE_PHOTO_A = `${"d".repeat(64)}.png`;

/** The R2 object names of the world's files (`/api/v1/files/logo/{name}`). */
export const FILE_NAMES = {
  fileA: `${"a".repeat(64)}.png`,
  fileY: `${"f".repeat(64)}.png`,
} as const;

/** The secrets of guests' mailed withdraw links (`{withdrawTokenA}` in a row). */
export const TOKENS = {
  withdrawTokenA: "withdraw-token-of-guest-a",
  withdrawTokenY: "withdraw-token-of-guest-y",
  // The path of fileA's bytes: /api/v1/files/{fileKindA}/{fileNameA}.
  fileKindA: "logo",
  fileNameA: `${"a".repeat(64)}.png`,
  // The R2 name of each tenant's form file, the cv answer of its submission.
  formFileName: `${"b".repeat(64)}.pdf`,
  // A table of the data viewer: /api/v1/data_viewer/tables/{viewedTable}.
  viewedTable: "users",
  // The one-click unsubscribe links of the volunteer's and userY's digests.
  digestTokenA: "digest-unsubscribe-token-of-the-volunteer",
  digestTokenY: "digest-unsubscribe-token-of-user-y",
  // The public addresses of formA and formY (/api/v1/public_forms/{formTokenA}).
  formTokenA: "a0000000000000000000000000000001",
  formTokenY: "f0000000000000000000000000000001",
  // The mailed confirm/cancel links of the world's sign-ups, and personal feed addresses.
  signUpTokenA: "sign-up-token-of-the-volunteer",
  signUpTokenY: "sign-up-token-of-user-y",
  // The mailed confirm/cancel links of the guests' shift sign-ups.
  shiftSignUpTokenA: "shift-sign-up-token-of-a-guest",
  shiftSignUpTokenY: "shift-sign-up-token-of-a-guest-of-y",
  feedTokenA: "feed-token-of-the-volunteer",
  feedTokenY: "feed-token-of-user-y",
  // The mailed links of the open co-admin invitations inviteA and inviteY.
  adminInviteTokenA: "admin-invite-token-of-org-a",
  adminInviteTokenY: "admin-invite-token-of-org-y",
  // The yearly "still correct?" mail's links of orgA and orgY (docs/organization-checks.md).
  checkTokenA: "still-correct-token-of-organization-a",
  checkTokenY: "still-correct-token-of-organization-y",
  // Mail templates: centre A's confirmation mail and the tenant's default one (the same id in
  // every tenant: /api/v1/notification_templates/{templateA}).
  templateA: "41.confirmation",
  templatePlatform: "platform.confirmation",
  // The mailed confirmation link of the request for help helpA.
  helpTokenA: "help-token-of-a-resident",
} as const;

export type WorldName = keyof typeof WORLD | keyof typeof TOKENS;

/** The password of every seeded account ("Fixture-pass-1", as api/test/account-fixtures.ts). */
export const WORLD_PASSWORD = "Fixture-pass-1";
const DIGEST = "pbkdf2-sha256$100000$0XlKKNPBkk7neMKnM4CU8g==$XxKbg/xcCzN5QZRPFb1vBNkTwGbZzp0ZNREqeUpwEjQ=";

export const EMAILS: Record<"volunteer" | "adminA" | "adminB" | "staffA" | "staffB" | "superX" | "userY", string> = {
  volunteer: "volunteer@x.example.org",
  adminA: "admin-a@x.example.org",
  adminB: "admin-b@x.example.org",
  staffA: "staff-a@x.example.org",
  staffB: "staff-b@x.example.org",
  superX: "super@x.example.org",
  userY: "user@y.example.org",
};

/** Tables the matrix compares before and after a request ("zero rows changed"). */
export const WORLD_TABLES = [
  "tenants",
  "volunteer_centers",
  "volunteer_center_profiles",
  "users",
  "roles",
  "organizations",
  "organization_profiles",
  "organization_addresses",
  "tags",
  "organization_tags",
  "vacancies",
  "applications",
  "application_withdraw_tokens",
  "outbox_messages",
  "files",
  "notifications",
  "pages",
  "page_slug_redirects",
  "forms",
  "form_versions",
  "form_submissions",
  "activities",
  "activity_tags",
  "activity_sign_ups",
  "activity_reminders",
  "activity_feed_tokens",
  "shifts",
  "shift_sign_ups",
  "hour_records",
  "conversations",
  "messages",
  "conversation_participants",
  "news_items",
  "menu_items",
  "library_files",
  "stock_images",
  "volunteer_profiles",
  "volunteer_profile_tags",
  "organization_admin_invitations",
  "profile_replies",
  "organization_claims",
  "help_requests",
  "help_offers",
  "organization_checks",
  "organization_check_tokens",
  "organization_edit_proposals",
] as const;

// Not compared: auth_tokens (every signed-in request may rotate its token, and sign-in adds one)
// and rate_limit_counters / sign_in_failures (counting attempts, denied ones too, is their purpose),
// data_viewer_views (logging every view of the data viewer is its purpose).
const CLEARED = [...WORLD_TABLES, "data_viewer_views", "auth_tokens", "rate_limit_counters", "sign_in_failures"];

const W = WORLD;
const { X, Y } = TENANT;
const CONFIRMED = "2024-03-01T09:00:00.000Z";
const STAMP = "2024-01-01T00:00:00.000Z";
const doc = (text: string) =>
  JSON.stringify({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text }] }],
  });

type Row = Record<string, unknown>;
const rows: [string, Row[]][] = [
  [
    "tenants",
    [
      { id: X, name: "Tenant X" },
      { id: Y, name: "Tenant Y" },
    ],
  ],
  [
    "volunteer_centers",
    [
      { id: W.centreA, tenant_id: X, name: "Centre A" },
      { id: W.centreB, tenant_id: X, name: "Centre B" },
      { id: W.centreY, tenant_id: Y, name: "Centre Y" },
    ],
  ],
  [
    "users",
    (
      [
        ["volunteer", X, W.centreA, "Vera"],
        ["adminA", X, W.centreA, "Anna"],
        ["adminB", X, W.centreB, "Bert"],
        ["staffA", X, W.centreA, "Stella"],
        ["staffB", X, W.centreB, "Stan"],
        ["superX", X, null, "Sam"],
        ["userY", Y, W.centreY, "Yara"],
      ] as const
    ).map(([name, tenant, centre, first]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      email: EMAILS[name],
      password_digest: DIGEST,
      first_name: first,
      last_name: name,
      status: "active",
      confirmed_at: CONFIRMED,
      periodic_mail: name === "volunteer" || name === "userY" ? "weekly" : "none",
      digest_unsubscribe_token: name === "volunteer" ? TOKENS.digestTokenA : name === "userY" ? TOKENS.digestTokenY : null,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    // memberA: no actor of the matrix, the proposer of proposalA (docs/organization-edit-proposals.md).
    "users",
    [
      {
        id: W.memberA,
        tenant_id: X,
        volunteer_center_id: W.centreA,
        email: "member-a@x.example.org",
        password_digest: DIGEST,
        first_name: "Mia",
        last_name: "memberA",
        status: "active",
        confirmed_at: CONFIRMED,
        created_at: STAMP,
        updated_at: STAMP,
      },
      // deletedA: no actor, the account the restore rows bring back.
      {
        id: W.deletedA,
        tenant_id: X,
        volunteer_center_id: W.centreA,
        email: "deleted-a@x.example.org",
        password_digest: DIGEST,
        first_name: "Dirk",
        last_name: "deletedA",
        status: "archived",
        status_before_deletion: "active",
        confirmed_at: CONFIRMED,
        deleted_at: STAMP,
        removal_due_at: "2999-01-01T00:00:00.000Z",
        created_at: STAMP,
        updated_at: STAMP,
      },
    ],
  ],
  [
    "organizations",
    (
      [
        ["orgA", X, W.centreA, "Organization A", "approved"],
        ["orgB", X, W.centreB, "Organization B", "approved"],
        ["orgAPending", X, W.centreA, "Pending A", "pending"],
        ["orgY", Y, W.centreY, "Organization Y", "approved"],
      ] as const
    ).map(([name, tenant, centre, title, status]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      name: title,
      status,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "roles",
    [
      [3001, X, W.adminA, "admin", "Organization", W.orgA],
      [3002, X, W.adminB, "admin", "Organization", W.orgB],
      [3003, X, W.staffA, "staff", "VolunteerCenter", W.centreA],
      [3004, X, W.staffB, "staff", "VolunteerCenter", W.centreB],
      [3005, X, W.superX, "super_admin", null, null],
      // memberA, no actor of the matrix, is a member (not an admin) of orgA: the proposer of proposalA.
      [3006, X, W.memberA, "member", "Organization", W.orgA],
      [3011, Y, W.userY, "admin", "Organization", W.orgY],
    ].map(([id, tenant, user, name, type, resource]) => ({
      id,
      tenant_id: tenant,
      user_id: user,
      name,
      resource_type: type,
      resource_id: resource,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "tags",
    (
      [
        ["tagA", X, W.centreA, "Sport"],
        ["tagB", X, W.centreB, "Zorg"],
        ["tagA2", X, W.centreA, "Sporten"],
        ["tagY", Y, W.centreY, "Sport"],
      ] as const
    ).map(([name, tenant, centre, title]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      name: title,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    // Besides the two statements every centre gets from the trigger (0030_pages.sql).
    "pages",
    (
      [
        ["pageA", X, W.centreA, "Over ons", "over-ons", "published"],
        ["pageADraft", X, W.centreA, "Concept", "concept", "draft"],
        ["pageY", Y, W.centreY, "Over ons", "over-ons", "published"],
      ] as const
    ).map(([name, tenant, centre, title, slug, status]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      title,
      slug,
      status,
      body: doc(title),
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "news_items",
    (
      [
        ["newsA", X, W.centreA, "Nieuws A", "nieuws-a", "2024-01-02T00:00:00.000Z"],
        ["newsAScheduled", X, W.centreA, "Later", "later", "2099-01-01T00:00:00.000Z"],
        ["newsY", Y, W.centreY, "Nieuws Y", "nieuws-y", "2024-01-02T00:00:00.000Z"],
      ] as const
    ).map(([name, tenant, centre, title, slug, published]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      title,
      slug,
      body: doc(title),
      published_at: published,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "menu_items",
    [
      { id: W.menuA, tenant_id: X, volunteer_center_id: W.centreA, menu: "header", label: "Over ons", page_id: W.pageA, position: 1 },
      { id: W.menuY, tenant_id: Y, volunteer_center_id: W.centreY, menu: "header", label: "Over ons", page_id: W.pageY, position: 1 },
    ],
  ],
  [
    "organization_tags",
    [
      { tenant_id: X, organization_id: W.orgA, tag_id: W.tagA },
      { tenant_id: X, organization_id: W.orgB, tag_id: W.tagA2 },
      { tenant_id: Y, organization_id: W.orgY, tag_id: W.tagY },
    ],
  ],
  [
    "vacancies",
    (
      [
        ["vacancyA", X, W.orgA, "Vacancy A", "published"],
        ["vacancyADraft", X, W.orgA, "Draft A", "draft"],
        ["vacancyB", X, W.orgB, "Vacancy B", "published"],
        ["vacancyY", Y, W.orgY, "Vacancy Y", "published"],
      ] as const
    ).map(([name, tenant, org, title, status]) => ({
      id: W[name],
      tenant_id: tenant,
      organization_id: org,
      title,
      description: doc(title),
      description_text: title,
      status,
      remote: 1,
      published_at: status === "published" ? STAMP : null,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "applications",
    (
      [
        ["applicationA", X, W.vacancyA, W.volunteer],
        ["applicationB", X, W.vacancyB, W.adminA],
        ["applicationY", Y, W.vacancyY, W.userY],
      ] as const
    ).map(([name, tenant, vacancy, user]) => ({
      id: W[name],
      tenant_id: tenant,
      vacancy_id: vacancy,
      user_id: user,
      motivation: "I would like to help.",
      status: "new",
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "applications",
    (
      [
        ["guestApplicationA", X, W.vacancyA],
        ["guestApplicationY", Y, W.vacancyY],
      ] as const
    ).map(([name, tenant, vacancy]) => ({
      id: W[name],
      tenant_id: tenant,
      vacancy_id: vacancy,
      name: "Gus Guest",
      email: "guest@example.org",
      motivation: "Count me in.",
      status: "new",
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "outbox_messages",
    (
      [
        ["outboxX", X, W.volunteer],
        ["outboxY", Y, W.userY],
      ] as const
    ).map(([name, tenant, user]) => ({
      id: W[name],
      tenant_id: tenant,
      user_id: user,
      kind: "confirmation",
      locale: "nl",
      to_address: "someone@example.org",
      subject: "Hello",
      text_body: "Hello",
      html_body: "<p>Hello</p>",
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "notifications",
    (
      [
        ["notificationA", X, W.adminA, W.applicationA],
        ["notificationY", Y, W.userY, W.applicationY],
      ] as const
    ).map(([name, tenant, user, application]) => ({
      id: W[name],
      tenant_id: tenant,
      user_id: user,
      kind: "application_received",
      subject_type: "Application",
      subject_id: application,
      params: '{"vacancy":"Vacancy"}',
      path: `/applications/${application}`,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "organization_edit_proposals",
    (
      [
        ["proposalA", X, W.orgA, W.memberA],
        ["proposalY", Y, W.orgY, W.userY],
      ] as const
    ).map(([name, tenant, org, user]) => ({
      id: W[name],
      tenant_id: tenant,
      organization_id: org,
      user_id: user,
      changes: JSON.stringify({ phone: "010 123 45 67" }),
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "organization_claims",
    (
      [
        ["claimA", X, W.orgA, W.volunteer],
        ["claimY", Y, W.orgY, W.userY],
      ] as const
    ).map(([name, tenant, org, user]) => ({
      id: W[name],
      tenant_id: tenant,
      organization_id: org,
      user_id: user,
      reason: "This is my organization.",
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "volunteer_profiles",
    (
      [
        [W.volunteer, X, W.centreA],
        [W.userY, Y, W.centreY],
      ] as const
    ).map(([user, tenant, centre]) => ({
      user_id: user,
      tenant_id: tenant,
      volunteer_center_id: centre,
      published: 1,
      published_at: STAMP,
      introduction: "Ik help graag",
      skills: "Koken",
      availability: 1,
      hours_per_week: 4,
      visible_fields: 61,
      photo_url: user === W.volunteer ? `/files/${X}/profile_photo/${PROFILE_PHOTO_A}` : null,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  ["volunteer_profile_tags", [{ tenant_id: X, user_id: W.volunteer, tag_id: W.tagA }]],
  [
    "profile_replies",
    (
      [
        ["replyA", X, W.orgAPending, W.volunteer],
        ["replyY", Y, W.orgY, W.userY],
      ] as const
    ).map(([name, tenant, org, volunteer]) => ({
      id: W[name],
      tenant_id: tenant,
      organization_id: org,
      volunteer_id: volunteer,
      message: "Kom je helpen?",
      status: "pending",
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "conversations",
    (
      [
        ["conversationA", X, "volunteer_organization", W.centreA, W.orgA, W.volunteer, "Vacancy", W.vacancyA, null],
        ["conversationB", X, "volunteer_organization", W.centreA, W.orgA, W.adminB, "Vacancy", W.vacancyA, null],
        ["conversationR", X, "volunteer_organization", W.centreA, W.orgA, W.volunteer, "Application", W.applicationA, STAMP],
        ["conversationC", X, "organization_center", W.centreA, W.orgA, null, null, null, null],
        ["conversationH", X, "volunteer_center", W.centreA, null, W.volunteer, "HelpRequest", W.helpMatchedA, null],
        ["conversationY", Y, "organization_center", W.centreY, W.orgY, null, null, null, null],
      ] as const
    ).map(([name, tenant, kind, centre, org, volunteer, subjectType, subject, reported]) => ({
      id: W[name],
      tenant_id: tenant,
      kind,
      volunteer_center_id: centre,
      organization_id: org,
      volunteer_id: volunteer,
      subject_type: subjectType,
      subject_id: subject,
      topic: "Topic",
      reported_at: reported,
      messages_count: 1,
      last_message_at: STAMP,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "messages",
    (
      [
        [12001, X, W.conversationA, W.volunteer, "volunteer"],
        [12002, X, W.conversationB, W.adminB, "volunteer"],
        [12003, X, W.conversationR, W.volunteer, "volunteer"],
        [12004, X, W.conversationC, W.adminA, "organization"],
        [12005, X, W.conversationH, W.staffA, "center"],
        [12011, Y, W.conversationY, W.userY, "organization"],
      ] as const
    ).map(([id, tenant, conversation, sender, side]) => ({
      id,
      tenant_id: tenant,
      conversation_id: conversation,
      sender_id: sender,
      side,
      body: "Hello",
      created_at: STAMP,
    })),
  ],
  [
    "conversation_participants",
    (
      [
        [X, W.conversationA, W.volunteer, "volunteer", 0],
        [X, W.conversationA, W.adminA, "organization", 1],
        [X, W.conversationB, W.adminB, "volunteer", 0],
        [X, W.conversationB, W.adminA, "organization", 1],
        [X, W.conversationR, W.volunteer, "volunteer", 0],
        [X, W.conversationR, W.adminA, "organization", 1],
        [X, W.conversationC, W.adminA, "organization", 0],
        [X, W.conversationC, W.staffA, "center", 1],
        [X, W.conversationH, W.volunteer, "volunteer", 1],
        [X, W.conversationH, W.staffA, "center", 0],
        [Y, W.conversationY, W.userY, "organization", 0],
      ] as const
    ).map(([tenant, conversation, user, side, unread]) => ({
      tenant_id: tenant,
      conversation_id: conversation,
      user_id: user,
      side,
      unread_count: unread,
      last_message_at: STAMP,
      created_at: STAMP,
    })),
  ],
];

const FORM_DEFINITION = JSON.stringify({
  steps: [{ title: { nl: "", en: "" } }],
  fields: [
    {
      key: "email",
      type: "email",
      step: 1,
      label: { nl: "E-mail", en: "E-mail" },
      help: { nl: "", en: "" },
      required: true,
      min: null,
      max: null,
      options: [],
    },
    // A file field: the rows of a form's files (docs/forms.md "File fields").
    { key: "cv", type: "file", step: 1, label: { nl: "Cv", en: "CV" }, help: { nl: "", en: "" }, required: false, min: null, max: null, options: [] },
  ],
});
const formRows: [string, Row[]][] = [
  [
    "forms",
    (
      [
        ["formA", X, W.centreA, W.staffA, TOKENS.formTokenA],
        ["formY", Y, W.centreY, null, TOKENS.formTokenY],
      ] as const
    ).map(([name, tenant, centre, owner, token]) => ({
      id: W[name],
      tenant_id: tenant,
      volunteer_center_id: centre,
      owner_id: owner,
      kind: "custom",
      title: `Form ${name}`,
      status: "published",
      token,
      created_at: STAMP,
      updated_at: STAMP,
    })),
  ],
  [
    "form_versions",
    (
      [
        ["formVersionA", X, W.formA],
        ["formVersionY", Y, W.formY],
      ] as const
    ).map(([name, tenant, form]) => ({
      id: W[name],
      tenant_id: tenant,
      form_id: form,
      number: 1,
      definition: FORM_DEFINITION,
      created_at: STAMP,
    })),
  ],
  [
    "form_submissions",
    (
      [
        ["submissionA", X, W.formA, W.formVersionA],
        ["submissionY", Y, W.formY, W.formVersionY],
      ] as const
    ).map(([name, tenant, form, version]) => ({
      id: W[name],
      tenant_id: tenant,
      form_id: form,
      form_version_id: version,
      answers: JSON.stringify({
        email: "visitor@example.org",
        cv: { name: "cv.pdf", url: `/files/${tenant}/form/${TOKENS.formFileName}`, content_type: "application/pdf", size: 8 },
      }),
      created_at: STAMP,
    })),
  ],
];

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileRows: [string, Row[]] = [
  "files",
  [
    ...(
      [
        ["fileA", X],
        ["fileY", Y],
      ] as const
    ).map(([name, tenant]) => ({
      id: W[name],
      tenant_id: tenant,
      kind: "logo",
      key: `${tenant}/logo/${FILE_NAMES[name]}`,
      content_type: "image/png",
      byte_size: PNG_SIGNATURE.byteLength,
      sha256: FILE_NAMES[name].slice(0, 64),
      created_at: STAMP,
      updated_at: STAMP,
    })),
    ...(
      [
        ["formFileA", X],
        ["formFileY", Y],
      ] as const
    ).map(([name, tenant]) => ({
      id: W[name],
      tenant_id: tenant,
      kind: "form",
      key: `${tenant}/form/${TOKENS.formFileName}`,
      content_type: "application/pdf",
      byte_size: PNG_SIGNATURE.byteLength,
      sha256: "b".repeat(64),
      created_at: STAMP,
      updated_at: STAMP,
    })),
    {
      id: W.photoFileA,
      tenant_id: X,
      kind: "profile_photo",
      key: `${X}/profile_photo/${PROFILE_PHOTO_A}`,
      content_type: "image/png",
      byte_size: PNG_SIGNATURE.byteLength,
      sha256: "d".repeat(64),
      created_at: STAMP,
      updated_at: STAMP,
    },
    {
      id: W.contentA,
      tenant_id: X,
      kind: "content",
      key: `${X}/content/${"c".repeat(64)}.png`,
      content_type: "image/png",
      byte_size: PNG_SIGNATURE.byteLength,
      sha256: "c".repeat(64),
      created_at: STAMP,
      updated_at: STAMP,
    },
  ],
];

/** The URL of contentA, which POST /library_files puts into centre A's library. */
export const CONTENT_URL_A = `/files/${X}/content/${"c".repeat(64)}.png`;

const libraryRows: [string, Row[]][] = [
  [
    "library_files",
    [
      {
        id: W.libraryA,
        tenant_id: X,
        volunteer_center_id: W.centreA,
        url: `/files/${X}/content/${"d".repeat(64)}.pdf`,
        name: "Folder.pdf",
        content_type: "application/pdf",
        byte_size: 10,
        created_at: STAMP,
      },
      {
        id: W.libraryY,
        tenant_id: Y,
        volunteer_center_id: W.centreY,
        url: `/files/${Y}/content/${"e".repeat(64)}.pdf`,
        name: "Folder.pdf",
        content_type: "application/pdf",
        byte_size: 10,
        created_at: STAMP,
      },
    ],
  ],
  [
    "stock_images",
    [
      {
        id: W.stockImage,
        key: `stock/image/${"5".repeat(64)}.png`,
        alt_nl: "Een zon",
        alt_en: "A sun",
        content_type: "image/png",
        byte_size: 8,
        created_at: STAMP,
      },
    ],
  ],
];

/** The files' bytes in R2, beside their rows (a DELETE removes both, so both are seeded again). */
export async function seedWorldFiles(bucket: R2Bucket) {
  await Promise.all(
    fileRows[1].map((row) =>
      bucket.put(String(row.key), PNG_SIGNATURE, {
        httpMetadata: { contentType: "image/png" },
      }),
    ),
  );
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Guests' withdraw tokens: only their SHA-256 is stored, as the api worker does. */
async function withdrawTokenRows(): Promise<[string, Row[]]> {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const pairs = [
    [W.guestApplicationA, X, TOKENS.withdrawTokenA],
    [W.guestApplicationY, Y, TOKENS.withdrawTokenY],
  ] as const;
  return [
    "application_withdraw_tokens",
    await Promise.all(
      pairs.map(async ([application, tenant, token], index) => ({
        id: 8001 + index,
        tenant_id: tenant,
        application_id: application,
        token_hash: await sha256Hex(token),
        expires_at: expires,
        created_at: STAMP,
      })),
    ),
  ];
}

/** The yearly mail's "still correct" links (docs/organization-checks.md): only the SHA-256 is stored. */
async function checkTokenRows(): Promise<[string, Row[]]> {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const pairs = [
    [X, W.orgA, TOKENS.checkTokenA],
    [Y, W.orgY, TOKENS.checkTokenY],
  ] as const;
  return [
    "organization_check_tokens",
    await Promise.all(
      pairs.map(async ([tenant, org, token]) => ({ token_digest: await sha256Hex(token), tenant_id: tenant, organization_id: org, expires_at: expires })),
    ),
  ];
}

/** Open co-admin invitations (docs/organization-admins.md), mailed now: only the token's SHA-256 is stored. */
async function invitationRows(): Promise<[string, Row[]]> {
  const sent = new Date().toISOString();
  const pairs = [
    [W.inviteA, X, W.orgA, W.adminA, TOKENS.adminInviteTokenA],
    [W.inviteY, Y, W.orgY, W.userY, TOKENS.adminInviteTokenY],
  ] as const;
  return [
    "organization_admin_invitations",
    await Promise.all(
      pairs.map(async ([id, tenant, org, by, token]) => ({
        id,
        tenant_id: tenant,
        organization_id: org,
        email: `invited-${id}@example.org`,
        locale: "nl",
        token_digest: await sha256Hex(token),
        invited_by_id: by,
        sent_at: sent,
        created_at: STAMP,
        updated_at: STAMP,
      })),
    ),
  ];
}

/** Activities, a sign-up each with its hashed token, and the personal feeds' addresses. */
async function activityRows(): Promise<[string, Row[]][]> {
  const shift = (id: number, tenant: string, activity: number) => ({
    id,
    tenant_id: tenant,
    activity_id: activity,
    starts_at: "2030-05-01T10:00",
    ends_at: "2030-05-01T12:00",
    capacity: 5,
    task: "Bar",
    cancel_hours: 24,
    // The check-in link's key (docs/shifts-and-hours.md): the matrix's check-in row names shiftA's.
    check_in_key: `${String(id).padStart(4, "0")}${"0".repeat(28)}`,
    created_at: STAMP,
    updated_at: STAMP,
  });
  const shiftSignUp = (id: number, tenant: string, shiftId: number, user: number) => ({
    id,
    tenant_id: tenant,
    shift_id: shiftId,
    user_id: user,
    status: "confirmed",
    queued_at: STAMP,
    created_at: STAMP,
    updated_at: STAMP,
  });
  const shiftGuestSignUp = async (id: number, tenant: string, shiftId: number, token: string) => ({
    id,
    tenant_id: tenant,
    shift_id: shiftId,
    name: "A guest",
    email: "guest@example.org",
    token_hash: await sha256Hex(token),
    status: "confirmed",
    queued_at: STAMP,
    created_at: STAMP,
    updated_at: STAMP,
  });
  const hourRecord = (id: number, tenant: string, user: number, org: number, shiftId: number) => ({
    id,
    tenant_id: tenant,
    user_id: user,
    organization_id: org,
    shift_id: shiftId,
    date: "2026-01-10",
    minutes: 120,
    status: "pending",
    created_at: STAMP,
    updated_at: STAMP,
  });
  const activity = (id: number, tenant: string, centre: number, org: number, status: string) => ({
    id,
    tenant_id: tenant,
    volunteer_center_id: centre,
    organization_id: org,
    title: `Activity ${id}`,
    starts_at: "2030-05-01T10:00",
    ends_at: "2030-05-01T12:00",
    last_date: "2030-05-01",
    place: "Arnhem",
    capacity: 5,
    status,
    created_at: STAMP,
    updated_at: STAMP,
  });
  const signUp = async (id: number, tenant: string, activityId: number, user: number, token: string) => ({
    id,
    tenant_id: tenant,
    activity_id: activityId,
    user_id: user,
    name: "Someone",
    email: "someone@example.org",
    status: "confirmed",
    token_hash: await sha256Hex(token),
    queued_at: STAMP,
    created_at: STAMP,
    updated_at: STAMP,
  });
  return [
    [
      "activities",
      [
        activity(W.activityA, X, W.centreA, W.orgA, "approved"),
        activity(W.activityAPending, X, W.centreA, W.orgA, "pending"),
        activity(W.activityY, Y, W.centreY, W.orgY, "approved"),
      ],
    ],
    [
      "activity_sign_ups",
      [await signUp(W.signUpA, X, W.activityA, W.volunteer, TOKENS.signUpTokenA), await signUp(W.signUpY, Y, W.activityY, W.userY, TOKENS.signUpTokenY)],
    ],
    [
      "activity_feed_tokens",
      [
        { user_id: W.volunteer, tenant_id: X, token: TOKENS.feedTokenA, created_at: STAMP },
        { user_id: W.userY, tenant_id: Y, token: TOKENS.feedTokenY, created_at: STAMP },
      ],
    ],
    ["shifts", [shift(W.shiftA, X, W.activityA), shift(W.shiftY, Y, W.activityY)]],
    [
      "shift_sign_ups",
      [
        shiftSignUp(W.shiftSignUpA, X, W.shiftA, W.volunteer),
        shiftSignUp(W.shiftSignUpY, Y, W.shiftY, W.userY),
        await shiftGuestSignUp(W.shiftGuestSignUpA, X, W.shiftA, TOKENS.shiftSignUpTokenA),
        await shiftGuestSignUp(W.shiftGuestSignUpY, Y, W.shiftY, TOKENS.shiftSignUpTokenY),
      ],
    ],
    ["hour_records", [hourRecord(W.hourRecordA, X, W.volunteer, W.orgA, W.shiftA), hourRecord(W.hourRecordY, Y, W.userY, W.orgY, W.shiftY)]],
  ];
}

/** One-on-one help: helpA open (the volunteer offered), helpMatchedA matched to the volunteer, helpY open in tenant Y. */
async function helpRows(): Promise<[string, Row[]][]> {
  const request = async (id: number, tenant: string, centre: number, status: string, volunteer: number | null) => ({
    id,
    tenant_id: tenant,
    volunteer_center_id: centre,
    name: "Riet",
    email: "riet@example.org",
    what: "Boodschappen",
    how_often: "weekly",
    area: "Centrum",
    status,
    token_hash: await sha256Hex(id === W.helpA ? TOKENS.helpTokenA : `help-token-${id}`),
    volunteer_id: volunteer,
    created_at: STAMP,
    updated_at: STAMP,
  });
  return [
    [
      "help_requests",
      [
        await request(W.helpA, X, W.centreA, "open", null),
        await request(W.helpMatchedA, X, W.centreA, "matched", W.volunteer),
        await request(W.helpY, Y, W.centreY, "open", null),
      ],
    ],
    // The volunteer offered to help with helpA: only one who offered may be matched.
    ["help_offers", [{ id: 12401, tenant_id: X, help_request_id: W.helpA, volunteer_id: W.volunteer, created_at: STAMP }]],
  ];
}

/** Empties every table the matrix touches and seeds the world again (one D1 batch). */
export async function seedWorld(db: D1Database) {
  const deletes = [...CLEARED].reverse().map((table) => db.prepare(`DELETE FROM ${table}`));
  const inserts = [
    ...rows,
    await withdrawTokenRows(),
    fileRows,
    ...libraryRows,
    ...formRows,
    ...(await activityRows()),
    await invitationRows(),
    ...(await helpRows()),
    await checkTokenRows(),
  ].flatMap(([table, list]) =>
    list.map((row) => {
      const columns = Object.keys(row);
      return db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(...Object.values(row));
    }),
  );
  await db.batch([...deletes, ...inserts]);
}

/** Row count and a SHA-256 over every row of every compared table, by table. */
export async function snapshotWorld(db: D1Database): Promise<Record<string, string>> {
  const results = await db.batch(WORLD_TABLES.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`)));
  const snapshot: Record<string, string> = {};
  for (const [index, table] of WORLD_TABLES.entries()) {
    const list = results[index]!.results;
    const hex = await sha256Hex(JSON.stringify(list));
    snapshot[table] = `${list.length} rows, ${hex.slice(0, 16)}`;
  }
  return snapshot;
}

/** The tenant a world id belongs to: tenant Y's names end in "Y" (centreY, orgY, ...). */
export const worldTenant = (name: WorldName) => (name.endsWith("Y") ? TENANT.Y : TENANT.X);
