// Requests and reads shared by the organization sign-up acceptance tests.
import { env } from "cloudflare:test";
import { type ApiRequest, postDocument } from "./request";
import { TENANT_A } from "./fixtures";
import { dbOf } from "./tenant-database";

export const SIGN_UPS = "/api/v1/organization_sign_ups";
export const ADMIN_PASSWORD = "Our-new-club-1";

export const admin = {
  email: "nadia@example.org",
  password: ADMIN_PASSWORD,
  password_confirmation: ADMIN_PASSWORD,
  first_name: "Nadia",
  last_name: "Nieuw",
  locale: "en",
};

export const signUpAttributes = {
  name: "Repair Café Alpha",
  organization_type: "Foundation",
  profile: {
    description: "Samen repareren.",
    website: "https://repair.example.org",
  },
  address: { street: "Dorpsstraat", house_number: "3", city: "Alpha" },
  admin,
  confirm_success_url: "http://demo.localhost:8787/confirm",
};

/**
 * POST /organization_sign_ups with these attributes (tenant A unless given), settled: the sign-up
 * happens after the 202, and the tests read what it stored.
 */
export const postSignUp = (attributes: object = signUpAttributes, request: Omit<ApiRequest, "method" | "body"> = {}, type = "organization_sign_ups") =>
  postDocument(SIGN_UPS, type, attributes, { settle: true, ...request });

/** Rows of a query, for asserting what was (not) stored. */
export async function rows<T = Record<string, unknown>>(sql: string, ...bindings: unknown[]) {
  return (
    await env.DB.prepare(sql)
      .bind(...bindings)
      .all<T>()
  ).results;
}

/** Counts of what a sign-up creates, to show that a refused one left nothing behind. */
export const counts = async () =>
  (
    await rows<{ o: number; u: number; r: number; m: number; p: number }>(
      `SELECT (SELECT count(*) FROM organizations) AS o, (SELECT count(*) FROM users) AS u,
       (SELECT count(*) FROM roles) AS r, (SELECT count(*) FROM outbox_messages) AS m,
       (SELECT count(*) FROM organization_profiles) AS p`,
    )
  )[0];

/** The organization and admin a sign-up for this admin address created, read from the tenant's database. */
export async function signedUp(email = admin.email, tenant = TENANT_A) {
  const { results } = await dbOf(tenant)
    .prepare(
      `SELECT u.id AS userId, o.id AS organizationId, o.volunteer_center_id AS volunteerCenterId,
       o.tenant_id AS tenantId
     FROM users u JOIN roles r ON r.user_id = u.id AND r.resource_type = 'Organization'
     JOIN organizations o ON o.id = r.resource_id WHERE u.email = ?`,
    )
    .bind(email)
    .all<{
      userId: number;
      organizationId: number;
      volunteerCenterId: number;
      tenantId: string;
    }>();
  return results[0];
}
