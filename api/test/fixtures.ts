// Rows the acceptance tests own: two tenants with centres and profiles, and one tenant without
// centres. Independent of api/seeds/demo.sql so a seed change cannot break (or fake) a test.

export const TENANT_A = "tenant-a";
export const TENANT_B = "tenant-b";
export const TENANT_EMPTY = "tenant-empty";

/** Tenant A: A1 (default, full profile), A2 (broken shade JSON), A3 (no profile). Tenant B: B1. */
export const CENTER = { A1: 11, A2: 12, A3: 13, B1: 21 } as const;
export const PROFILE = { A1: 111, A2: 112, B1: 121 } as const;

export const SHADES = {
  "50": "#ecfdf5",
  "100": "#d1fae5",
  "200": "#a7f3d0",
  "300": "#6ee7b7",
  "400": "#34d399",
  "500": "#10b981",
  "600": "#059669",
  "700": "#047857",
  "800": "#065f46",
  "900": "#064e3b",
  "950": "#022c22",
};

const { "950": _missing, ...INCOMPLETE_SHADES } = SHADES;

const PROFILE_COLUMNS =
  "id, tenant_id, volunteer_center_id, primary_color, primary_color_shades, secondary_color, " +
  "secondary_color_shades, tertiary_color, tertiary_color_shades, muted_color, background_color, " +
  "text_color, favicon_url, website_logo_url, gtag_id";

/** Replaces the fixture tenants' rows; idempotent, so it can run before every test. */
export async function seedFixtures(db: D1Database) {
  const tenants = [TENANT_A, TENANT_B, TENANT_EMPTY];
  const inTenants = `IN (${tenants.map(() => "?").join(", ")})`;
  const profile = (values: unknown[]) =>
    db.prepare(`INSERT INTO volunteer_center_profiles (${PROFILE_COLUMNS}) VALUES (${values.map(() => "?").join(", ")})`).bind(...values);
  // Account rows first: they reference centres and tenants (see account-fixtures.ts).
  const accountTables = [
    "help_offers",
    "help_requests",
    "form_submissions",
    "form_versions",
    "forms",
    "activity_feed_tokens",
    "activity_reminders",
    "activity_sign_ups",
    "activity_tags",
    "activities",
    "data_viewer_views",
    "files",
    "rate_limit_counters",
    "sign_in_failures",
    "outbox_messages",
    "auth_tokens",
    "roles",
    "vacancy_tags",
    "organization_tags",
    "tags",
    "organization_addresses",
    "organization_profiles",
    "organizations",
    "users",
  ];
  await db.batch([
    ...accountTables.map((table) => db.prepare(`DELETE FROM ${table} WHERE tenant_id ${inTenants}`).bind(...tenants)),
    db.prepare(`DELETE FROM volunteer_center_profiles WHERE tenant_id ${inTenants}`).bind(...tenants),
    db.prepare(`DELETE FROM volunteer_centers WHERE tenant_id ${inTenants}`).bind(...tenants),
    db.prepare(`DELETE FROM tenants WHERE id ${inTenants}`).bind(...tenants),
    db.prepare("INSERT INTO tenants (id, name) VALUES (?, 'Tenant A'), (?, 'Tenant B'), (?, 'Empty')").bind(...tenants),
    // Inserted out of id order so "default = lowest id" cannot pass by insertion order.
    db
      .prepare("INSERT INTO volunteer_centers (id, tenant_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
      .bind(CENTER.A2, TENANT_A, "Alpha Noord", "2024-02-01T10:00:00.000Z", "2024-02-02T10:00:00.000Z"),
    db
      .prepare("INSERT INTO volunteer_centers (id, tenant_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
      .bind(CENTER.A1, TENANT_A, "Alpha Centrum", "2024-01-01T10:00:00.000Z", "2024-01-02T10:00:00.000Z"),
    db
      .prepare("INSERT INTO volunteer_centers (id, tenant_id, name) VALUES (?, ?, ?), (?, ?, ?)")
      .bind(CENTER.A3, TENANT_A, "Alpha Zuid", CENTER.B1, TENANT_B, "Bravo Centrum"),
    profile([
      PROFILE.A1,
      TENANT_A,
      CENTER.A1,
      "#047857",
      JSON.stringify(SHADES),
      "sky",
      null,
      "yellow",
      JSON.stringify({ ...SHADES, extra: "dropped" }),
      "slate",
      "#ffffff",
      "#111111",
      "/a/favicon.svg",
      "/a/logo.svg",
      "G-ALPHA",
    ]),
    profile([
      PROFILE.A2,
      TENANT_A,
      CENTER.A2,
      "teal",
      "{not json",
      "pink",
      JSON.stringify(INCOMPLETE_SHADES),
      "lime",
      JSON.stringify(["#fff"]),
      "zinc",
      null,
      null,
      null,
      null,
      null,
    ]),
    profile([PROFILE.B1, TENANT_B, CENTER.B1, "#1d4ed8", null, "orange", null, "lime", null, "gray", null, null, "/b/favicon.svg", "/b/logo.svg", null]),
  ]);
}
