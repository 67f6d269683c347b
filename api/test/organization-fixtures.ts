// Organizations tests: seedAccounts plus what the authorization matrix needs — staff of another
// centre, an admin of another organization, pending/denied organizations, profiles, addresses.
import { EMAIL, ORG, USER, seedAccounts } from "./account-fixtures";
import { issueTestToken } from "./auth";
import { CENTER, TENANT_A, TENANT_B } from "./fixtures";
import { type Doc, JSON_API, apiFetch, expectDocument, patchId } from "./request";

export const ORG2 = { ...ORG, NOORD_PENDING: 205, DENIED: 206 } as const;
export const OLGA = { id: 108, email: "olga@example.org" } as const;
export const PROFILE_CLUB = 401;
export const ADDRESS_CLUB = 501;

const statements = [
  [
    "INSERT INTO users (id, tenant_id, volunteer_center_id, email, first_name, locale, status, confirmed_at) VALUES (?, ?, ?, ?, 'Olga', 'nl', 'active', '2024-03-01T09:00:00.000Z')",
    OLGA.id,
    TENANT_A,
    CENTER.A2,
    OLGA.email,
  ],
  [
    "INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at) VALUES (?, ?, ?, 'Stichting Noord', 'Foundation', 'pending', '2024-05-01T00:00:00.000Z')",
    ORG2.NOORD_PENDING,
    TENANT_A,
    CENTER.A2,
  ],
  [
    "INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at) VALUES (?, ?, ?, 'Bakkerij 100%_Alpha', 'Company', 'denied', '2024-04-01T00:00:00.000Z')",
    ORG2.DENIED,
    TENANT_A,
    CENTER.A1,
  ],
  // Otto becomes staff of centre A2 (another centre than the A1 organizations').
  [
    "INSERT INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES (307, ?, ?, 'staff', 'VolunteerCenter', ?)",
    TENANT_A,
    USER.OTHER_CENTER,
    CENTER.A2,
  ],
  [
    "INSERT INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES (308, ?, ?, 'admin', 'Organization', ?)",
    TENANT_A,
    OLGA.id,
    ORG2.NOORD_PENDING,
  ],
  [
    "INSERT INTO organization_profiles (id, tenant_id, organization_id, description, website, email) VALUES (?, ?, ?, 'Sport voor iedereen.', 'https://club.example.org', 'club@example.org')",
    PROFILE_CLUB,
    TENANT_A,
    ORG.CLUB,
  ],
  [
    "INSERT INTO organization_addresses (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES (?, ?, ?, 'Sportlaan', '1', '1234 AB', 'Alpha', 52.1, 5.2)",
    ADDRESS_CLUB,
    TENANT_A,
    ORG.CLUB,
  ],
] as const;

export async function seedOrganizations(db: D1Database) {
  await seedAccounts(db);
  await db.batch(statements.map(([query, ...values]) => db.prepare(query).bind(...values)));
}

/** The actors of every authorization matrix, by name. */
export const ACTORS = {
  volunteer: { id: USER.VOLUNTEER, email: EMAIL.VOLUNTEER },
  orgAdmin: { id: USER.ADMIN, email: EMAIL.ADMIN },
  otherOrgAdmin: OLGA,
  staff: { id: USER.STAFF, email: EMAIL.STAFF },
  otherStaff: { id: USER.OTHER_CENTER, email: EMAIL.OTHER_CENTER },
  superAdmin: { id: USER.SUPER_ADMIN, email: EMAIL.SUPER_ADMIN },
  otherTenant: {
    id: USER.B_VOLUNTEER,
    email: EMAIL.VOLUNTEER,
    tenant: TENANT_B,
  },
} as const;

export type ActorName = keyof typeof ACTORS | "anonymous";

/**
 * Users out of each actor's sight, as [actor, user id, 404]: reading one (GET /users/:id) and
 * changing one (PATCH) are refused alike, so both tests take these rows from here.
 */
export const USERS_OUT_OF_SIGHT: [ActorName, number, number][] = [
  ["otherOrgAdmin", USER.ADMIN, 404],
  ["otherStaff", USER.VOLUNTEER, 404],
  ["staff", USER.OTHER_CENTER, 404],
  ["staff", OLGA.id, 404],
  ["otherTenant", USER.VOLUNTEER, 404],
  ["superAdmin", USER.B_VOLUNTEER, 404],
];

/** Request options for an actor: their tenant and fresh credential headers. */
export async function as(name: ActorName) {
  if (name === "anonymous") return { headers: {} };
  const actor: { id: number; email: string; tenant?: string } = ACTORS[name];
  const tenant = actor.tenant ?? TENANT_A;
  return {
    tenant,
    headers: { ...(await issueTestToken(actor.id, actor.email, { tenant })) },
  };
}

/** A request as the actor, with a JSON:API body when one is given. */
export async function sendAs(actor: ActorName, method: string, path: string, body?: unknown) {
  const options = await as(actor);
  return apiFetch(path, {
    ...options,
    method,
    headers: { ...options.headers, ...(body !== undefined && { "Content-Type": JSON_API }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/**
 * A JSON:API write of one resource as the actor, `{ data: { type, attributes } }` naming a PATCH's
 * id from its path (patchId); no body (a GET, a DELETE) without attributes.
 */
export const writeAs = (actor: ActorName, method: string, path: string, type?: string, attributes?: object) =>
  sendAs(actor, method, path, attributes && { data: { type, ...patchId(method, path), attributes } });

/** The ids of `GET /api/v1/organizations?query` as the actor (a super admin sees every status). */
export async function listOrganizationIds(query: string, actor: ActorName = "superAdmin"): Promise<number[]> {
  const document = await expectDocument(await apiFetch(`/api/v1/organizations?${query}`, await as(actor)), 200);
  return document.data.map((o: Doc) => Number(o.id));
}

/**
 * A super admin's write of an organization (POST, PATCH) with these attributes; the document of
 * its answer, which must be 201 for a POST and 200 otherwise.
 */
export async function writeOrganization(method: string, path: string, attributes: Record<string, unknown>, id?: string) {
  // A PATCH names the resource it changes (JSON:API): the path's id unless one is given.
  const named = id ?? (method === "PATCH" ? path.split("/").pop() : undefined);
  return expectDocument(
    await sendAs("superAdmin", method, path, { data: { type: "organizations", ...(named && { id: named }), attributes } }),
    method === "POST" ? 201 : 200,
  );
}
