// Accounts for the acceptance tests, on top of seedFixtures' tenants and centres. Passwords are
// stored as precomputed digests (api/scripts/hash-password.mjs), so seeding costs no PBKDF2.
import { expect } from "vitest";
import { CENTER, TENANT_A, TENANT_B, seedFixtures } from "./fixtures";
import { batchPerDatabase, type Seeded } from "./tenant-database";

export const PASSWORD = "Fixture-pass-1";
const PASSWORD_DIGEST = "pbkdf2-sha256$100000$0XlKKNPBkk7neMKnM4CU8g==$XxKbg/xcCzN5QZRPFb1vBNkTwGbZzp0ZNREqeUpwEjQ=";
/** Tenant B's user shares an e-mail address with tenant A's, but not the password. */
export const B_PASSWORD = "Bravo-pass-22";
const B_PASSWORD_DIGEST = "pbkdf2-sha256$100000$i0uzlCPyV5PEGa5rN3UPqQ==$7WjPRs0tMx/E6G2E8eWlo5CYpz9n27pZgWb/Hr01JPY=";

export const USER = {
  VOLUNTEER: 101,
  ADMIN: 102,
  UNCONFIRMED: 103,
  INACTIVE: 104,
  OTHER_CENTER: 105,
  SUPER_ADMIN: 106,
  STAFF: 107,
  B_VOLUNTEER: 111,
} as const;

export const EMAIL = {
  VOLUNTEER: "vera@example.org",
  ADMIN: "anton@example.org",
  UNCONFIRMED: "uma@example.org",
  INACTIVE: "ines@example.org",
  OTHER_CENTER: "otto@example.org",
  SUPER_ADMIN: "sam@example.org",
  STAFF: "stella@example.org",
} as const;

export const ORG = {
  CLUB: 201,
  CENTER: 202,
  SCHOOL: 203,
  NOORD: 204,
  B_CLUB: 211,
} as const;

/** The club as the api serializes it: its resource object's type, id and attributes. */
export const CLUB_RESOURCE = {
  type: "organizations",
  id: String(ORG.CLUB),
  attributes: {
    name: "Sportclub Alpha",
    organization_type: "Organization",
    status: "approved",
    volunteer_center_id: String(CENTER.A1),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  },
};

const CONFIRMED = "2024-03-01T09:00:00.000Z";

// [id, tenant, centre, email, digest, first, last, locale, status, confirmed_at]
const users = [
  [USER.VOLUNTEER, TENANT_A, CENTER.A1, EMAIL.VOLUNTEER, PASSWORD_DIGEST, "Vera", "Vos", "nl", "active", CONFIRMED],
  [USER.ADMIN, TENANT_A, CENTER.A1, EMAIL.ADMIN, PASSWORD_DIGEST, "Anton", "Admiraal", "en", "active", CONFIRMED],
  [USER.UNCONFIRMED, TENANT_A, CENTER.A1, EMAIL.UNCONFIRMED, PASSWORD_DIGEST, "Uma", "Uil", "nl", "active", null],
  [USER.INACTIVE, TENANT_A, CENTER.A1, EMAIL.INACTIVE, PASSWORD_DIGEST, "Ines", "Inert", "nl", "inactive", CONFIRMED],
  [USER.OTHER_CENTER, TENANT_A, CENTER.A2, EMAIL.OTHER_CENTER, PASSWORD_DIGEST, "Otto", "Noord", "nl", "active", CONFIRMED],
  [USER.SUPER_ADMIN, TENANT_A, null, EMAIL.SUPER_ADMIN, PASSWORD_DIGEST, "Sam", "Super", "en", "active", CONFIRMED],
  [USER.STAFF, TENANT_A, CENTER.A1, EMAIL.STAFF, PASSWORD_DIGEST, "Stella", "Staf", "nl", "active", CONFIRMED],
  [USER.B_VOLUNTEER, TENANT_B, CENTER.B1, EMAIL.VOLUNTEER, B_PASSWORD_DIGEST, "Bram", "Bravo", "nl", "active", CONFIRMED],
];

const organizations = [
  [ORG.CLUB, TENANT_A, CENTER.A1, "Sportclub Alpha", "Organization", "approved"],
  [ORG.CENTER, TENANT_A, CENTER.A1, "Vrijwilligerscentrale Alpha", "VolunteerCenter", "approved"],
  [ORG.SCHOOL, TENANT_A, CENTER.A1, "Basisschool Alpha", "School", "pending"],
  [ORG.NOORD, TENANT_A, CENTER.A2, "Centrale Alpha Noord", "VolunteerCenter", "approved"],
  [ORG.B_CLUB, TENANT_B, CENTER.B1, "Club Bravo", "Organization", "approved"],
];

export const ROLE = {
  ADMIN_CLUB: 301,
  MEMBER_SCHOOL: 302,
  SUPER: 303,
  STAFF_A1: 304,
} as const;

// [id, tenant, user, name, resource_type, resource_id]
const roles = [
  [ROLE.ADMIN_CLUB, TENANT_A, USER.ADMIN, "admin", "Organization", ORG.CLUB],
  [ROLE.MEMBER_SCHOOL, TENANT_A, USER.ADMIN, "member", "Organization", ORG.SCHOOL],
  [ROLE.SUPER, TENANT_A, USER.SUPER_ADMIN, "super_admin", null, null],
  [ROLE.STAFF_A1, TENANT_A, USER.STAFF, "staff", "VolunteerCenter", CENTER.A1],
  [305, TENANT_B, USER.B_VOLUNTEER, "admin", "Organization", ORG.B_CLUB],
  // A corrupt cross-tenant row: tenant B's role naming tenant A's organization must show nothing.
  [306, TENANT_B, USER.B_VOLUNTEER, "member", "Organization", ORG.CLUB],
];

const insert = (table: string, columns: string, row: readonly unknown[]): Seeded => ({
  tenant: row[1] as string,
  sql: `INSERT INTO ${table} (${columns}) VALUES (${row.map(() => "?").join(", ")})`,
  values: [...row],
});

/** seedFixtures plus the users, organizations and roles above, each in its tenant's database; run in beforeEach. */
export async function seedAccounts(db: D1Database) {
  await seedFixtures(db);
  await batchPerDatabase(db, [
    ...users.map((row) =>
      insert("users", "id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at", row),
    ),
    ...organizations.map((row) => insert("organizations", "id, tenant_id, volunteer_center_id, name, type, status", row)),
    ...roles.map((row) => insert("roles", "id, tenant_id, user_id, name, resource_type, resource_id", row)),
  ]);
}

export { TENANT_A, TENANT_B };
