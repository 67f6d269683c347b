import { batchPerDatabase, type Seeded } from "./tenant-database";

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

/**
 * Replaces the fixture tenants' rows; idempotent, so it can run before every test. Each tenant's
 * rows go into the database the api reads it from (tenant B's own, test/tenant-database.ts).
 */
export async function seedFixtures(db: D1Database) {
  const tenants = [TENANT_A, TENANT_B, TENANT_EMPTY];
  const inTenants = `IN (${tenants.map(() => "?").join(", ")})`;
  const profile = (values: unknown[]): Seeded => ({
    tenant: values[1] as string,
    sql: `INSERT INTO volunteer_center_profiles (${PROFILE_COLUMNS}) VALUES (${values.map(() => "?").join(", ")})`,
    values,
  });
  const centre = (id: number, tenant: string, name: string, ...dates: string[]): Seeded => ({
    tenant,
    sql: `INSERT INTO volunteer_centers (id, tenant_id, name${dates.length ? ", created_at, updated_at" : ""}) VALUES (?, ?, ?${dates.length ? ", ?, ?" : ""})`,
    values: [id, tenant, name, ...dates],
  });
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
  await batchPerDatabase(db, [
    ...[...accountTables, "volunteer_center_profiles", "volunteer_centers"].map((table): Seeded => ({
      tenant: null,
      sql: `DELETE FROM ${table} WHERE tenant_id ${inTenants}`,
      values: tenants,
    })),
    { tenant: null, sql: `DELETE FROM tenants WHERE id ${inTenants}`, values: tenants },
    { tenant: TENANT_A, sql: "INSERT INTO tenants (id, name) VALUES (?, 'Tenant A')", values: [TENANT_A] },
    { tenant: TENANT_B, sql: "INSERT INTO tenants (id, name) VALUES (?, 'Tenant B')", values: [TENANT_B] },
    { tenant: TENANT_EMPTY, sql: "INSERT INTO tenants (id, name) VALUES (?, 'Empty')", values: [TENANT_EMPTY] },
    // Inserted out of id order so "default = lowest id" cannot pass by insertion order.
    centre(CENTER.A2, TENANT_A, "Alpha Noord", "2024-02-01T10:00:00.000Z", "2024-02-02T10:00:00.000Z"),
    centre(CENTER.A1, TENANT_A, "Alpha Centrum", "2024-01-01T10:00:00.000Z", "2024-01-02T10:00:00.000Z"),
    centre(CENTER.A3, TENANT_A, "Alpha Zuid"),
    centre(CENTER.B1, TENANT_B, "Bravo Centrum"),
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
