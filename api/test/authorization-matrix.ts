// The authorization matrix: for every route and method of the api worker, what each actor gets.
// api/src/authorization-matrix.test.ts sends every cell to the worker on a real local D1 seeded
// with api/test/authorization-world.ts, and fails when a registered route has no row here.
// docs/authorization.md is rendered from this file (node scripts/authorization-table.mjs).
//
// `{name}` in a path, header or body is the id of that resource of the world (WORLD), e.g.
// `{orgA}`; `{self}` is the acting user's own id (a PATCH of one's own singleton names it). Every actor sends their own tenant: tenant Y's user asks tenant Y for tenant X's ids,
// which must look exactly like ids that do not exist.
import { CONTENT_URL_A, EMAILS, WORLD_PASSWORD } from "./authorization-world";
import { PNG } from "./file-fixtures";

export const ACTORS = ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX", "userY"] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_LABELS: Record<Actor, string> = {
  anonymous: "anonymous (tenant X)",
  volunteer: "volunteer (X, home centre A, no roles)",
  adminA: "admin of organization A (centre A)",
  adminB: "admin of organization B (centre B)",
  staffA: "staff of centre A",
  staffB: "staff of centre B",
  superX: "super admin of tenant X",
  userY: "user of tenant Y (admin of organization Y)",
};

export type Expected = Record<Actor, number>;

export interface MatrixRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path with `{world name}` ids, and a query string where the row needs one. */
  path: string;
  /** What this row aims at, for the docs. */
  what: string;
  headers?: Record<string, string>;
  /** The request document (JSON:API, or plain JSON under /auth); `{name}` strings become ids. */
  body?: unknown;
  /** Raw bytes instead of a document (an upload), sent as application/octet-stream. */
  rawBody?: Uint8Array<ArrayBuffer>;
  /** Extra vars for the worker (e.g. ENVIRONMENT=production). */
  vars?: Record<string, string>;
  expected: Expected;
  /** Actors whose 2xx answer must still change nothing (the same answer whether or not it acts). */
  unchangedFor?: readonly Actor[];
}

/** Every actor `status`, except those named. */
const all = (status: number, except: Partial<Expected> = {}): Expected =>
  ({
    ...Object.fromEntries(ACTORS.map((actor) => [actor, status])),
    ...except,
  }) as Expected;

/** Signed-in only: 401 anonymous, `status` for everyone else unless named. */
const signedIn = (status: number, except: Partial<Expected> = {}) => all(status, { anonymous: 401, ...except });

const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id !== undefined && { id }), attributes },
});

const NEW_PASSWORD = "Another-pass-2!";
const ROLE_ADMIN_A = doc("roles", {
  name: "admin",
  resource_type: "Organization",
  resource_id: "{orgA}",
});

const auth: MatrixRow[] = [
  {
    method: "POST",
    path: "/auth/sign_in",
    what: "the volunteer's e-mail and password",
    body: { email: EMAILS.volunteer, password: WORLD_PASSWORD },
    expected: all(200, { userY: 401 }),
  },
  {
    method: "DELETE",
    path: "/auth/sign_out",
    what: "one's own session",
    expected: all(200, { anonymous: 404 }),
  },
  {
    method: "GET",
    path: "/auth/validate_token",
    what: "one's own session",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/auth/password",
    what: "a reset mail for the volunteer's address",
    body: { email: EMAILS.volunteer },
    expected: all(200),
    unchangedFor: ["userY"],
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/auth/password",
    what: "one's own password, with the current one",
    body: {
      current_password: WORLD_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    },
    expected: signedIn(200),
  })),
];

const volunteerCenters: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/volunteer_centers",
    what: "the tenant's centres",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_centers/current",
    what: "the request's centre",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_centers/current/version",
    what: "the request's centre's settings version (public, like the centre)",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_centers/{centreA}",
    what: "centre A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_centers/{centreY}",
    what: "tenant Y's centre",
    expected: all(404, { userY: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/volunteer_centers/{centreA}/profile",
    what: "centre A's settings (/instellingen)",
    body: doc("volunteer_center_profiles", { shape: "full" }, "{centreA}"),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  },
];

const users: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/users",
    what: "the users one manages",
    expected: signedIn(403, { staffA: 200, staffB: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/users?filter[organization_id_eq]={orgA}",
    what: "organization A's people",
    expected: signedIn(403, {
      adminA: 200,
      staffA: 200,
      staffB: 200,
      superX: 200,
    }),
  },
  {
    method: "POST",
    path: "/api/v1/users",
    what: "sign-up (no token) / invitation (token), with a sign-up document",
    body: doc("users", {
      email: "new@x.example.org",
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      first_name: "New",
      last_name: "Person",
    }),
    expected: all(403, {
      // 202 whether the address is new or taken: nothing to enumerate (docs/security.md).
      anonymous: 202,
      staffA: 422,
      staffB: 422,
      superX: 422,
    }),
  },
  {
    method: "POST",
    path: "/api/v1/users",
    what: "an invitation document",
    body: doc("users", {
      email: "invited@x.example.org",
      first_name: "Invited",
      last_name: "Person",
    }),
    expected: all(403, {
      anonymous: 422,
      staffA: 201,
      staffB: 201,
      superX: 201,
    }),
  },
  {
    method: "GET",
    path: "/api/v1/users/{volunteer}",
    what: "the volunteer (home centre A)",
    expected: signedIn(404, { volunteer: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/users/{adminB}",
    what: "organization B's admin (home centre B)",
    expected: signedIn(404, {
      volunteer: 403,
      adminB: 200,
      staffB: 200,
      superX: 200,
    }),
  },
  {
    method: "GET",
    path: "/api/v1/users/{userY}",
    what: "tenant Y's user",
    expected: signedIn(404, { volunteer: 403, userY: 200 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/users/{volunteer}",
    what: "edit the volunteer",
    body: doc("users", { first_name: "Vera-Lynn" }, "{volunteer}"),
    expected: signedIn(404, { volunteer: 403, staffA: 200, superX: 200 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/users/{volunteer}",
    what: "delete the volunteer (anonymised after the grace period)",
    expected: signedIn(404, { volunteer: 204, staffA: 204, superX: 204 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/users/{staffB}",
    what: "delete staff of centre B",
    expected: signedIn(404, { volunteer: 403, staffB: 204, superX: 204 }),
  },
  {
    method: "POST",
    path: "/api/v1/users/{deletedA}/restore",
    what: "restore a deleted account of centre A within its grace period",
    body: doc("users", {}),
    expected: signedIn(403, { anonymous: 401, staffA: 200, staffB: 404, superX: 200, userY: 403 }),
  },
  {
    method: "POST",
    path: "/api/v1/users/{volunteer}/restore",
    what: "restore an account that is not deleted",
    body: doc("users", {}),
    expected: signedIn(403, { staffA: 404, staffB: 404, superX: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/users?filter[deleted]=true",
    what: "the deleted accounts within their grace period",
    expected: signedIn(403, { staffA: 200, staffB: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/users/{volunteer}/resend_confirmation_instructions",
    what: "a confirmed account: the same 200 for any id",
    body: doc("users", {}),
    expected: all(200),
    unchangedFor: ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX", "userY"],
  },
  {
    method: "PUT",
    path: "/api/v1/users/{volunteer}/add_role",
    what: "make the volunteer admin of organization A",
    body: ROLE_ADMIN_A,
    expected: signedIn(404, { volunteer: 403, staffA: 200, superX: 200 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/users/{adminA}/remove_role",
    what: "take organization A's admin role from its admin",
    body: ROLE_ADMIN_A,
    expected: signedIn(404, {
      volunteer: 403,
      adminA: 200,
      staffA: 200,
      superX: 200,
    }),
  },
  {
    method: "GET",
    path: "/api/v1/current_user",
    what: "one's own profile",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/current_user?include=roles,current_organizations,notifications,organizations_to_review",
    what: "one's own profile with one's organizations, newest notifications and count to review (the layout's call)",
    expected: signedIn(200),
  },
  {
    method: "PATCH",
    path: "/api/v1/current_user",
    what: "one's own names",
    body: doc("users", { first_name: "Renamed" }, "{self}"),
    expected: signedIn(200),
  },
  {
    method: "DELETE",
    path: "/api/v1/current_user",
    what: "one's own account",
    expected: signedIn(204),
  },
  {
    // Each call is answered as on its own, so its own row says who may read it.
    method: "GET",
    path: "/api/v1/batch?call=%2Fapi%2Fv1%2Fhealth&call=%2Fapi%2Fv1%2Fcontent_version",
    what: "several reads in one round trip (each call as on its own)",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/health",
    what: "the api's health (details for super admins only)",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/content_version",
    what: "the tenant's content version (the web worker's edge cache key)",
    expected: all(200),
  },
  {
    method: "POST",
    path: "/api/v1/rich_text_previews",
    what: "a rich-text preview (nothing stored)",
    body: doc("rich_text_previews", { doc: "Hallo" }),
    expected: all(200),
  },
  {
    method: "POST",
    path: "/api/v1/address_locations",
    what: "where an address lies (the vacancy form's map; nothing stored)",
    body: doc("address_locations", { postal_code: "8081 AB", city: "Elburg" }),
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/current_user/export",
    what: "one's own data",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/digest_preference",
    what: "one's own digest choices",
    expected: signedIn(200),
  },
  {
    method: "PATCH",
    path: "/api/v1/digest_preference",
    what: "one's own digest choices",
    body: doc("digest_preferences", { periodic_mail: "monthly", distance_km: 10 }, "{self}"),
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/confirm",
    what: "an unknown confirmation token",
    body: doc("users", { confirmation_token: "not-a-token" }),
    expected: all(422),
  },
  {
    method: "POST",
    path: "/api/v1/sign_in_as_user",
    what: "sign in as the volunteer",
    body: doc("users", { user_id: "{volunteer}" }),
    expected: signedIn(404, { volunteer: 403, staffA: 200, superX: 200 }),
  },
];

const organizations: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/current_organizations",
    what: "the organizations one belongs to",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/current_organization",
    what: "organization A as the current one",
    headers: { "Current-Organization-Id": "{orgA}" },
    expected: signedIn(404, { adminA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/organizations",
    what: "the list",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/organizations/{orgA}",
    what: "approved organization A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organizations/{orgAPending}",
    what: "a pending organization of centre A",
    expected: all(404, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/organizations/{orgY}",
    what: "tenant Y's organization",
    expected: all(404, { userY: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/organizations",
    what: "a new organization in centre A",
    body: doc("organizations", {
      name: "New A",
      volunteer_center_id: "{centreA}",
    }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/organizations/{orgA}",
    what: "rename organization A",
    body: doc("organizations", { name: "Renamed A" }, "{orgA}"),
    expected: signedIn(403, {
      adminA: 200,
      staffA: 200,
      superX: 200,
      userY: 404,
    }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/organizations/{orgA}",
    what: "archive organization A",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "PUT",
    path: "/api/v1/organizations/{orgAPending}/approve",
    what: "approve the pending organization of centre A",
    body: doc("organizations", { status: "approved" }),
    expected: signedIn(404, { staffA: 200, superX: 200 }),
  },
  {
    method: "PUT",
    path: "/api/v1/organizations/{orgA}/move",
    what: "move organization A to centre B",
    body: doc("organizations", { volunteer_center_id: "{centreB}" }),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/organization_sign_ups",
    what: "an organization signs up with its admin",
    body: doc("organization_sign_ups", {
      name: "Signed Up",
      admin: {
        email: "founder@x.example.org",
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        first_name: "Fay",
        last_name: "Founder",
      },
    }),
    expected: all(403, { anonymous: 202 }),
  },
  {
    method: "POST",
    path: "/api/v1/organization_starts",
    what: "a signed-in user starts an organization with their own account (its admin, pending)",
    body: doc("organization_starts", { name: "Started Signed In" }),
    expected: signedIn(201),
  },
];

const tags: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/tags",
    what: "the tenant's tags",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/tags/{tagA}",
    what: "a tag of centre A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/tags",
    what: "a new tag in centre A",
    body: doc("tags", { name: "Nieuw", volunteer_center_id: "{centreA}" }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/tags/{tagA}",
    what: "rename a tag of centre A",
    body: doc("tags", { name: "Sport en spel" }, "{tagA}"),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/tags/{tagA}",
    what: "delete a tag of centre A",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/tags/{tagA}/merge",
    what: "merge another tag of centre A into it",
    body: doc("tags", { source_ids: ["{tagA2}"] }),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  },
];

const pages: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/pages?filter[volunteer_center_id_eq]={centreA}",
    what: "centre A's pages (drafts only for its keepers)",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/pages/{pageA}",
    what: "a published page of centre A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/pages/{pageADraft}",
    what: "a draft page of centre A",
    expected: all(404, { staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/pages",
    what: "a new page in centre A",
    body: doc("pages", { title: "Nieuwe pagina", volunteer_center_id: "{centreA}" }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/pages/{pageA}",
    what: "edit a page of centre A (a new slug)",
    body: doc("pages", { title: "Wie wij zijn", slug: "wie-wij-zijn" }, "{pageA}"),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/pages/{pageA}",
    what: "delete a page of centre A",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/pages/{pageY}",
    what: "edit tenant Y's page",
    body: doc("pages", { title: "Anders" }, "{pageY}"),
    expected: signedIn(404, { userY: 403 }),
  },
];

const newsAndMenus: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/news_items?filter[volunteer_center_id_eq]={centreA}",
    what: "centre A's news (scheduled items only for its keepers)",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/news_items/{newsA}",
    what: "a published news item of centre A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/news_items/{newsAScheduled}",
    what: "a scheduled news item of centre A",
    expected: all(404, { staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/news_items",
    what: "a news item in centre A",
    body: doc("news_items", { title: "Nieuw bericht", volunteer_center_id: "{centreA}" }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/news_items/{newsA}",
    what: "edit a news item of centre A",
    body: doc("news_items", { title: "Ander bericht", pinned: true }, "{newsA}"),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/news_items/{newsA}",
    what: "delete a news item of centre A",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/news_items/{newsY}",
    what: "edit tenant Y's news item",
    body: doc("news_items", { title: "Anders" }, "{newsY}"),
    expected: signedIn(404, { userY: 403 }),
  },
  {
    method: "GET",
    path: "/api/v1/menu_items?filter[volunteer_center_id_eq]={centreA}",
    what: "centre A's menus",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/menu_items/{menuA}",
    what: "a menu item of centre A",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/menu_items",
    what: "a header link in centre A",
    body: doc("menu_items", { menu: "header", label: "Vacatures", path: "/vacancies/search", volunteer_center_id: "{centreA}" }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/menu_items/{menuA}",
    what: "move a menu item of centre A to the footer",
    body: doc("menu_items", { menu: "footer", position: 2 }, "{menuA}"),
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/menu_items/{menuA}",
    what: "delete a menu item of centre A",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/menu_items/{menuY}",
    what: "edit tenant Y's menu item",
    body: doc("menu_items", { label: "Anders" }, "{menuY}"),
    expected: signedIn(404, { userY: 403 }),
  },
];

const outbox: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/outbox_messages",
    what: "the tenant's mail outbox (development only)",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/outbox_messages",
    what: "the same with ENVIRONMENT=production",
    vars: { ENVIRONMENT: "production" },
    expected: all(404),
  },
  {
    method: "POST",
    path: "/api/v1/digest_runs",
    what: "send the tenant's digests now (development only)",
    expected: all(202),
  },
  {
    method: "POST",
    path: "/api/v1/digest_runs",
    what: "the same with ENVIRONMENT=production",
    vars: { ENVIRONMENT: "production" },
    expected: all(404),
  },
];

// /admin/data-viewer (docs/data-viewer.md): super admins of the tenant only; userY is signed in
// to tenant Y, where superX is nobody (403 like any other non-super-admin).
const dataViewer: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/data_viewer/tables",
    what: "the tenant's tables (data viewer)",
    expected: signedIn(403, { superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/data_viewer/tables/{viewedTable}",
    what: "the tenant's users table, without secrets (data viewer)",
    expected: signedIn(403, { superX: 200 }),
  },
];

// A PNG signature is all the upload check reads (docs/files.md).
// A real image: uploads are checked by the size their header gives (docs/files.md, "Image size").
const PNG_BYTES = PNG;
const uploads: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/v1/uploads?kind=logo",
    what: "upload a logo (bytes)",
    rawBody: PNG_BYTES,
    expected: signedIn(403, { staffA: 201, staffB: 201, superX: 201 }),
  },
  {
    method: "POST",
    path: "/api/v1/uploads?kind=photo",
    what: "upload a photo (an activity's image; bytes)",
    rawBody: PNG_BYTES,
    expected: signedIn(201, { volunteer: 403 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/uploads/{fileA}",
    what: "discard tenant X's unused upload",
    expected: signedIn(403, { staffA: 204, staffB: 204, superX: 204, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/files/{fileKindA}/{fileNameA}",
    what: "tenant X's uploaded logo (public bytes)",
    headers: { Accept: "*/*" },
    expected: all(200, { userY: 404 }),
  },
];

// The centre's file library and the platform's stock images (docs/files.md).
const library: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/library_files",
    what: "the request's centre's (A's) file library",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/library_files",
    what: "put tenant X's content upload into centre A's library",
    body: doc("library_files", { url: CONTENT_URL_A, name: "Poster.png" }),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/library_files/{libraryA}",
    what: "delete a file of centre A's library",
    expected: signedIn(403, { staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/library_files/{libraryY}",
    what: "delete a file of tenant Y's library",
    expected: signedIn(404, { userY: 403 }),
  },
  {
    method: "GET",
    path: "/api/v1/stock_images",
    what: "the platform's stock images",
    expected: all(200),
  },
  {
    method: "POST",
    path: "/api/v1/stock_images?alt_nl=Zon&alt_en=Sun",
    what: "add a stock image (bytes)",
    rawBody: PNG_BYTES,
    expected: signedIn(403, { superX: 201 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/stock_images/{stockImage}",
    what: "remove a stock image",
    expected: signedIn(403, { superX: 204 }),
  },
];

const vacancyEdit = (id: string) => doc("vacancies", { title: "Renamed vacancy" }, id);
const vacancies: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/vacancies",
    what: "the list",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyA}",
    what: "organization A's published vacancy",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyADraft}",
    what: "organization A's draft",
    expected: all(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyY}",
    what: "tenant Y's published vacancy",
    expected: all(404, { userY: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/vacancies",
    what: "a new vacancy of organization A",
    body: doc("vacancies", { organization_id: "{orgA}", title: "New vacancy" }),
    expected: signedIn(403, {
      adminA: 201,
      staffA: 201,
      superX: 201,
      userY: 422,
    }),
  },
  {
    method: "PATCH",
    path: "/api/v1/vacancies",
    what: "bulk update of organization A's published vacancy",
    body: {
      data: [{ type: "vacancies", id: "{vacancyA}", attributes: { title: "Bulk" } }],
    },
    expected: signedIn(403, {
      adminA: 200,
      staffA: 200,
      superX: 200,
      userY: 404,
    }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/vacancies/{vacancyA}",
    what: "edit organization A's published vacancy",
    body: vacancyEdit("{vacancyA}"),
    expected: signedIn(403, {
      adminA: 200,
      staffA: 200,
      superX: 200,
      userY: 404,
    }),
  })),
  {
    method: "PATCH",
    path: "/api/v1/vacancies/{vacancyADraft}",
    what: "edit organization A's draft",
    body: vacancyEdit("{vacancyADraft}"),
    expected: signedIn(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/vacancies/{vacancyA}",
    what: "archive organization A's published vacancy",
    expected: signedIn(403, {
      adminA: 204,
      staffA: 204,
      superX: 204,
      userY: 404,
    }),
  },
];

const applications: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/v1/applications",
    what: "apply to organization B's vacancy (signed-in document)",
    body: doc("applications", {
      vacancy_id: "{vacancyB}",
      motivation: "Count me in.",
    }),
    expected: all(201, { anonymous: 422, adminA: 422, userY: 422 }),
  },
  {
    method: "POST",
    path: "/api/v1/applications",
    what: "apply to organization B's vacancy as a guest",
    body: doc("applications", {
      vacancy_id: "{vacancyB}",
      motivation: "Count me in.",
      name: "Gus Guest",
      email: "guest@example.org",
    }),
    expected: all(422, { anonymous: 201 }),
  },
  {
    method: "GET",
    path: "/api/v1/applications/withdrawals/{withdrawTokenA}",
    what: "a guest's withdraw link (the token is the key)",
    expected: all(200, { userY: 404 }),
    unchangedFor: ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX"],
  },
  {
    method: "POST",
    path: "/api/v1/applications/withdrawals",
    what: "a guest withdraws with the mailed token",
    body: doc("application_withdrawals", { token: "{withdrawTokenA}" }),
    expected: all(200, { userY: 404 }),
  },
  // Co-admin invitations (docs/organization-admins.md): whoever may edit the organization.
  {
    method: "GET",
    path: "/api/v1/organization_admin_invitations?filter[organization_id_eq]={orgA}",
    what: "organization A's open co-admin invitations",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_admin_invitations",
    what: "the open invitations of the organizations one may edit (none: an empty list)",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/organization_admin_invitations",
    what: "invite an address as co-admin of organization A",
    body: doc("organization_admin_invitations", { organization_id: "{orgA}", email: "new-admin@example.org" }),
    expected: signedIn(403, { adminA: 201, staffA: 201, superX: 201, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_admin_invitations/{inviteA}",
    what: "an open invitation of organization A",
    expected: signedIn(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/organization_admin_invitations/{inviteA}/resend",
    what: "mail organization A's invitation again with a new link",
    expected: signedIn(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/organization_admin_invitations/{inviteA}",
    what: "withdraw organization A's invitation",
    expected: signedIn(404, { adminA: 204, staffA: 204, superX: 204 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_admin_acceptances/{adminInviteTokenA}",
    what: "what an invitation's mailed link shows (the token is the key)",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/organization_admin_acceptances",
    what: "accept organization A's invitation with its token (signed out it needs the new account's names and password)",
    body: doc("organization_admin_acceptances", { token: "{adminInviteTokenA}" }),
    expected: all(200, { anonymous: 422, userY: 404 }),
  },
  // "This is my organization" (docs/organization-claims.md): anyone signed in asks; staff decide.
  {
    method: "GET",
    path: "/api/v1/organization_claims",
    what: "one's own claims, and staff's: their centres'",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/organization_claims",
    what: "claim organization A (its admin is refused: already admin; the volunteer already waits)",
    body: doc("organization_claims", { organization_id: "{orgA}", reason: "I run it." }),
    expected: signedIn(201, { volunteer: 422, adminA: 422, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_claims/{claimA}",
    what: "the volunteer's claim of organization A",
    expected: signedIn(404, { volunteer: 200, staffA: 200, superX: 200 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/organization_claims/{claimA}",
    what: "accept the volunteer's claim of organization A",
    body: doc("organization_claims", { status: "accepted" }, "{claimA}"),
    expected: signedIn(404, { volunteer: 403, staffA: 200, superX: 200 }),
  })),
  // Proposed edits (docs/organization-edit-proposals.md): anyone signed in proposes; the organization's
  // admins, its centre's staff and super admins decide per field.
  {
    method: "GET",
    path: "/api/v1/organization_edit_proposals",
    what: "one's own proposals, and those of the organizations one decides for",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/organization_edit_proposals",
    what: "propose a new phone number for organization A (anyone signed in who sees it; who may edit is told to edit: 422)",
    body: doc("organization_edit_proposals", { organization_id: "{orgA}", changes: { phone: "020 765 43 21" } }),
    expected: signedIn(201, { adminA: 422, staffA: 422, superX: 422, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_edit_proposals/{proposalA}",
    what: "a member's proposed edit of organization A (the member is no actor here)",
    expected: signedIn(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/organization_edit_proposals/{proposalA}",
    what: "accept a member's proposed phone number of organization A",
    body: doc("organization_edit_proposals", { decisions: { phone: "accepted" } }, "{proposalA}"),
    expected: signedIn(404, { adminA: 200, staffA: 200, superX: 200 }),
  })),
  // The yearly "still correct?" mail (docs/organization-checks.md): the link's token is the key.
  {
    method: "POST",
    path: "/api/v1/organization_checks",
    what: "organization A's details are still correct (the mailed token, no sign-in)",
    body: doc("organization_checks", { token: "{checkTokenA}" }),
    expected: all(200, { userY: 422 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_checks/{orgA}",
    what: "when organization A's entry was last checked (as public as the organization)",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organization_checks",
    what: "the entries of one's centres not checked for a year (none for others: an empty list)",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/organization_checks?filter[organization_id_in]={orgA},{orgAPending}",
    what: "the checks of a page of organizations (each caller gets those they may see; the web asks them with the organizations instead, include=check)",
    expected: all(200),
  },
  {
    method: "POST",
    path: "/api/v1/organization_check_runs",
    what: "send the tenant's yearly check mails now (development only)",
    expected: all(202),
  },
  {
    method: "POST",
    path: "/api/v1/organization_check_runs",
    what: "the same with ENVIRONMENT=production",
    vars: { ENVIRONMENT: "production" },
    expected: all(404),
  },
  {
    method: "GET",
    path: "/api/v1/organizations_without_users",
    what: "the organizations of one's centres that nobody holds a role on",
    expected: signedIn(403, { staffA: 200, staffB: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/periodic_mail_unsubscriptions",
    what: "the digest's one-click unsubscribe (the token is the key)",
    body: doc("periodic_mail_unsubscriptions", { token: "{digestTokenA}" }),
    expected: all(204, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/applications",
    what: "one's own and those one manages",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/applications/{applicationA}",
    what: "the volunteer's application to organization A",
    expected: signedIn(404, {
      volunteer: 200,
      adminA: 200,
      staffA: 200,
      superX: 200,
    }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/applications/{applicationA}",
    what: "take the volunteer's application in progress",
    body: doc("applications", { status: "in_progress" }, "{applicationA}"),
    expected: signedIn(404, {
      volunteer: 403,
      adminA: 200,
      staffA: 200,
      superX: 200,
    }),
  })),
  {
    method: "PATCH",
    path: "/api/v1/applications/{applicationA}",
    what: "withdraw the volunteer's application",
    body: doc("applications", { status: "withdrawn" }, "{applicationA}"),
    expected: signedIn(404, {
      volunteer: 200,
      adminA: 403,
      staffA: 403,
      superX: 403,
    }),
  },
];

// Notifications (docs/notifications.md): only ever one's own; anybody else's is a 404.
const notifications: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/notifications",
    what: "one's own notifications",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/notifications/mark_all_read",
    what: "mark all one's own read (only adminA and userY have unread ones)",
    expected: signedIn(200),
    unchangedFor: ["volunteer", "adminB", "staffA", "staffB", "superX"],
  },
  {
    method: "GET",
    path: "/api/v1/notifications/{notificationA}",
    what: "adminA's notification",
    expected: signedIn(404, { adminA: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/notifications/{notificationA}",
    what: "mark adminA's notification read",
    body: doc("notifications", { read: true }, "{notificationA}"),
    expected: signedIn(404, { adminA: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/notifications/{notificationY}",
    what: "mark tenant Y's notification read",
    body: doc("notifications", { read: true }, "{notificationY}"),
    expected: signedIn(404, { userY: 200 }),
  },
];

// Conversations (docs/conversations.md): the people of its two sides; the centre's staff (and
// super admins) only read one reported to them; "another volunteer" is the volunteer aiming at
// conversationB (adminB's question), "another org's admin" adminB aiming at conversationA.
const message = doc("messages", { body: "Hallo" });
const conversations: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/conversations",
    what: "one's own conversations",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/conversations?filter[reported]=true",
    what: "the conversations reported to one's centre (none for others)",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/conversations",
    what: "a question about vacancy A (not to one's own organization)",
    body: doc("conversations", { vacancy_id: "{vacancyA}", body: "Een vraag" }),
    expected: signedIn(201, { adminA: 422, userY: 422 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations",
    what: "a message about the volunteer's applicationA",
    body: doc("conversations", { application_id: "{applicationA}", body: "Een vraag" }),
    expected: signedIn(422, { volunteer: 201, adminA: 201, staffA: 403, superX: 403 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations",
    what: "organization A with its centre",
    body: doc("conversations", { organization_id: "{orgA}", body: "Een vraag" }),
    expected: signedIn(403, { adminA: 201, staffA: 201, userY: 422 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations",
    what: "a message about the volunteer's place in shiftA (from the roster)",
    body: doc("conversations", { shift_sign_up_id: "{shiftSignUpA}", body: "Kun je eerder komen?" }),
    expected: signedIn(422, { volunteer: 201, adminA: 201, staffA: 403, superX: 403 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationA}",
    what: "the volunteer's conversation with organization A",
    expected: signedIn(404, { volunteer: 200, adminA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationB}",
    what: "another volunteer's (adminB's) conversation with organization A",
    expected: signedIn(404, { adminB: 200, adminA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationR}",
    what: "a conversation reported to centre A",
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationC}",
    what: "organization A with centre A",
    expected: signedIn(404, { adminA: 200, staffA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationH}",
    what: "the volunteer with centre A's staff about the help request matched to them",
    expected: signedIn(404, { volunteer: 200, staffA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationH}/messages",
    what: "the messages of the help request's conversation",
    expected: signedIn(404, { volunteer: 200, staffA: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations/{conversationH}/messages",
    what: "a message in the help request's conversation (a super admin who is not staff takes no part)",
    body: message,
    expected: signedIn(404, { volunteer: 201, staffA: 201 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationY}",
    what: "tenant Y's conversation",
    expected: signedIn(404, { userY: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/conversations/{conversationA}",
    what: "archive it (for oneself)",
    body: doc("conversations", { archived: true }, "{conversationA}"),
    expected: signedIn(404, { volunteer: 200, adminA: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/conversations/{conversationA}",
    what: "block it",
    body: doc("conversations", { blocked: true }, "{conversationA}"),
    expected: signedIn(404, { volunteer: 200, adminA: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/conversations/{conversationR}",
    what: "report it again (it is reported already: no change)",
    body: doc("conversations", { reported: true }, "{conversationR}"),
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 403, superX: 403 }),
    unchangedFor: ["volunteer", "adminA"],
  },
  {
    method: "PATCH",
    path: "/api/v1/conversations/{conversationY}",
    what: "archive tenant Y's conversation",
    body: doc("conversations", { archived: true }, "{conversationY}"),
    expected: signedIn(404, { userY: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationA}/messages",
    what: "its messages",
    expected: signedIn(404, { volunteer: 200, adminA: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/conversations/{conversationR}/messages",
    what: "the reported conversation's messages",
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations/{conversationA}/messages",
    what: "a message in the volunteer's conversation",
    body: message,
    expected: signedIn(404, { volunteer: 201, adminA: 201 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations/{conversationR}/messages",
    what: "a message in the reported conversation (staff only read)",
    body: message,
    expected: signedIn(404, { volunteer: 201, adminA: 201, staffA: 403, superX: 403 }),
  },
  {
    method: "GET",
    path: "/api/v1/message_mail_preference",
    what: "one's own choice of mail for new messages",
    expected: signedIn(200),
  },
  {
    method: "PATCH",
    path: "/api/v1/message_mail_preference",
    what: "switch one's own mail for new messages off",
    body: doc("message_mail_preferences", { message_mail: false }, "{self}"),
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/sign_up_notice_preference",
    what: "a staff member's own notice of new volunteers (staff only)",
    expected: signedIn(403, { staffA: 200, staffB: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/sign_up_notice_preference",
    what: "switch one's own notice of new volunteers off (staff only)",
    body: doc("sign_up_notice_preferences", { sign_up_notice: false }, "{self}"),
    expected: signedIn(403, { staffA: 200, staffB: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/conversations/{conversationY}/messages",
    what: "a message in tenant Y's conversation",
    body: message,
    expected: signedIn(404, { userY: 201 }),
  },
];

// Tenant Y's records, aimed at by tenant X's most powerful actors too: all 404, nothing changed.
const tenantY: MatrixRow[] = [
  {
    method: "PATCH",
    path: "/api/v1/users/{userY}",
    what: "edit tenant Y's user",
    body: doc("users", { first_name: "Yolanda" }, "{userY}"),
    expected: signedIn(404, { volunteer: 403, userY: 403 }),
  },
  {
    method: "PUT",
    path: "/api/v1/users/{userY}/add_role",
    what: "make tenant Y's user admin of organization Y (held already)",
    body: doc("roles", {
      name: "admin",
      resource_type: "Organization",
      resource_id: "{orgY}",
    }),
    expected: signedIn(404, { volunteer: 403, userY: 200 }),
    unchangedFor: ["userY"],
  },
  {
    method: "POST",
    path: "/api/v1/sign_in_as_user",
    what: "sign in as tenant Y's user",
    body: doc("users", { user_id: "{userY}" }),
    expected: signedIn(404, { volunteer: 403, userY: 403 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/organizations/{orgY}",
    what: "rename tenant Y's organization",
    body: doc("organizations", { name: "Renamed Y" }, "{orgY}"),
    expected: signedIn(404, { userY: 200 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/organizations/{orgY}",
    what: "archive tenant Y's organization",
    expected: signedIn(404, { userY: 403 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/tags/{tagY}",
    what: "rename tenant Y's tag",
    body: doc("tags", { name: "Andere sport" }, "{tagY}"),
    expected: signedIn(404, { userY: 403 }),
  },
  {
    method: "POST",
    path: "/api/v1/vacancies",
    what: "a new vacancy of tenant Y's organization",
    body: doc("vacancies", { organization_id: "{orgY}", title: "New vacancy" }),
    expected: signedIn(422, { userY: 201 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/vacancies/{vacancyY}",
    what: "edit tenant Y's vacancy",
    body: vacancyEdit("{vacancyY}"),
    expected: signedIn(404, { userY: 200 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/vacancies/{vacancyY}",
    what: "archive tenant Y's vacancy",
    expected: signedIn(404, { userY: 204 }),
  },
  {
    method: "GET",
    path: "/api/v1/applications/{applicationY}",
    what: "tenant Y's application",
    expected: signedIn(404, { userY: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/applications/{applicationY}",
    what: "take tenant Y's application in progress",
    body: doc("applications", { status: "in_progress" }, "{applicationY}"),
    expected: signedIn(404, { userY: 200 }),
  },
];

// Forms (docs/forms.md): staff of the form's centre and super admins keep a form and read its
// submissions; other staff find nothing (404); everyone else is refused (403). Visitors reach a
// published form only through its token.
const builders = (status: number, other = 404) => signedIn(403, { staffA: status, superX: status, staffB: other });
const FORM_DOC = doc("forms", { title: "Intake", volunteer_center_id: "{centreA}" });
const forms: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/forms",
    what: "the forms of one's centres",
    expected: signedIn(403, { staffA: 200, staffB: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/forms",
    what: "a new form of centre A",
    body: FORM_DOC,
    expected: builders(201, 403),
  },
  {
    method: "GET",
    path: "/api/v1/forms/{formA}",
    what: "centre A's form",
    expected: builders(200),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/forms/{formA}",
    what: "close centre A's form",
    body: doc("forms", { status: "closed" }, "{formA}"),
    expected: builders(200),
  })),
  {
    method: "DELETE",
    path: "/api/v1/forms/{formA}",
    what: "delete centre A's form with its submissions",
    expected: builders(204),
  },
  {
    method: "GET",
    path: "/api/v1/forms/{formA}/submissions",
    what: "the submissions of centre A's form",
    expected: builders(200),
  },
  {
    method: "GET",
    path: "/api/v1/form_submissions/{submissionA}",
    what: "one submission to centre A's form",
    expected: builders(200),
  },
  {
    method: "DELETE",
    path: "/api/v1/form_submissions/{submissionA}",
    what: "delete one submission to centre A's form",
    expected: builders(204),
  },
  {
    method: "GET",
    path: "/api/v1/public_forms/{formTokenA}",
    what: "centre A's published form by its token",
    expected: all(200, { userY: 404 }),
    unchangedFor: ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX"],
  },
  {
    method: "POST",
    path: "/api/v1/public_forms/{formTokenA}/submissions",
    what: "answer centre A's published form",
    body: doc("form_submissions", { answers: { email: "visitor@example.org" } }),
    expected: all(201, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/public_forms/{formTokenA}/files?field=cv",
    what: "a visitor's file for centre A's form's file field (bytes)",
    rawBody: new TextEncoder().encode("%PDF-1.4 x"),
    expected: all(201, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/form_submissions/{submissionA}/files/{formFileName}",
    what: "the file of a submission to centre A's form (private bytes)",
    headers: { Accept: "*/*" },
    expected: builders(200),
  },

  {
    method: "PATCH",
    path: "/api/v1/forms/{formY}",
    what: "close tenant Y's form",
    body: doc("forms", { status: "closed" }, "{formY}"),
    expected: signedIn(403, { staffA: 404, staffB: 404, superX: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/form_submissions/{submissionY}",
    what: "a submission to tenant Y's form",
    expected: signedIn(403, { staffA: 404, staffB: 404, superX: 404 }),
  },
];

// Activities (docs/activities.md). Anonymous mailed-token rows: the token is the key.
const TOKEN_HOLDERS_X = ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX"] as const;
const activityEdit = (id: string) => doc("activities", { title: "Renamed activity" }, id);
const newActivity = {
  title: "Open day",
  starts_at: "2030-06-01T10:00",
  ends_at: "2030-06-01T16:00",
  place: "Arnhem",
};
const activities: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/activities",
    what: "the request's centre's calendar",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/v1/activities?filter[managed]=true",
    what: "the activities one manages",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/activities",
    what: "the calendar in the meedoen app context",
    headers: { "App-Context": "meedoen" },
    expected: all(404),
  },
  {
    method: "GET",
    path: "/api/v1/activities/{activityA}",
    what: "organization A's approved activity",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/activities/{activityAPending}",
    what: "organization A's activity waiting for approval",
    expected: all(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/activities",
    what: "a new activity of organization A",
    body: doc("activities", { ...newActivity, organization_id: "{orgA}" }),
    expected: signedIn(403, { adminA: 201, staffA: 201, superX: 201, userY: 422 }),
  },
  {
    method: "POST",
    path: "/api/v1/activities",
    what: "a new activity of the centre itself (centre A, the default)",
    body: doc("activities", newActivity),
    expected: signedIn(403, { staffA: 201, superX: 201 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/activities/{activityA}",
    what: "edit organization A's approved activity",
    body: activityEdit("{activityA}"),
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "PATCH",
    path: "/api/v1/activities/{activityAPending}",
    what: "approve organization A's activity",
    body: doc("activities", { status: "approved" }, "{activityAPending}"),
    expected: signedIn(404, { adminA: 403, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/activities/{activityA}/sign_ups",
    what: "the participants of organization A's activity",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/activity_sign_ups",
    what: "one's own sign-ups",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/activity_sign_ups",
    what: "sign up for organization A's activity (signed-in document)",
    body: doc("activity_sign_ups", { activity_id: "{activityA}" }),
    expected: all(201, { anonymous: 422, volunteer: 422, userY: 422 }),
  },
  {
    method: "POST",
    path: "/api/v1/activity_sign_ups",
    what: "sign up for organization A's activity as a guest",
    body: doc("activity_sign_ups", { activity_id: "{activityA}", name: "Gus Guest", email: "guest@example.org" }),
    expected: all(422, { anonymous: 201 }),
  },
  {
    method: "GET",
    path: "/api/v1/activity_sign_ups/tokens/{signUpTokenA}",
    what: "a mailed sign-up link (the token is the key)",
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  {
    method: "POST",
    path: "/api/v1/activity_sign_up_confirmations",
    what: "confirm with the mailed token (confirmed already: nothing changes)",
    body: doc("activity_sign_up_confirmations", { token: "{signUpTokenA}" }),
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  {
    method: "POST",
    path: "/api/v1/activity_sign_up_cancellations",
    what: "cancel with the mailed token",
    body: doc("activity_sign_up_cancellations", { token: "{signUpTokenA}" }),
    expected: all(200, { userY: 404 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/activity_sign_ups/{signUpA}",
    what: "cancel the volunteer's sign-up",
    expected: signedIn(404, { volunteer: 204, adminA: 204, staffA: 204, superX: 204 }),
  },
  {
    method: "GET",
    path: "/api/v1/activity_feed",
    what: "one's own personal feed address",
    expected: signedIn(404, { volunteer: 200, userY: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/activity_feed",
    what: "a new personal feed address",
    expected: signedIn(201),
  },
  {
    method: "DELETE",
    path: "/api/v1/activity_feed",
    what: "revoke one's personal feed address",
    expected: signedIn(204),
  },
  {
    method: "GET",
    path: "/api/v1/activity_feeds/{feedTokenA}/activities",
    what: "the volunteer's personal feed (the token is the key)",
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  {
    method: "GET",
    path: "/api/v1/activity_feeds/{feedTokenA}/shift_sign_ups",
    what: "the shifts of the volunteer's personal feed (the token is the key)",
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  // Shifts (docs/shifts-and-hours.md): seen as their activity is, changed by its managers.
  {
    method: "GET",
    path: "/api/v1/activities/{activityA}/shifts",
    what: "the shifts of organization A's approved activity",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/shifts/{shiftA}",
    what: "a shift of organization A's approved activity",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/shifts",
    what: "a new shift of organization A's activity",
    body: doc("shifts", { activity_id: "{activityA}", starts_at: "2030-05-02T10:00", ends_at: "2030-05-02T12:00", capacity: 3 }),
    expected: signedIn(403, { adminA: 201, staffA: 201, superX: 201, userY: 422 }),
  },
  // A vacancy's shifts (0182_vacancy_shifts.sql): seen as the vacancy is, made by its managers.
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyA}/shifts",
    what: "the shifts of organization A's published vacancy",
    expected: all(200, { userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyADraft}/shifts",
    what: "the shifts of organization A's draft vacancy",
    expected: all(404, { adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/shifts",
    what: "a new shift of organization A's vacancy",
    body: doc("shifts", { vacancy_id: "{vacancyA}", starts_at: "2030-05-02T10:00", ends_at: "2030-05-02T12:00", capacity: 3 }),
    expected: signedIn(403, { adminA: 201, staffA: 201, superX: 201, userY: 422 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/shifts/{shiftA}",
    what: "change a shift of organization A's activity",
    body: doc("shifts", { capacity: 6 }, "{shiftA}"),
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/shifts/{shiftA}",
    what: "remove a shift of organization A's activity (its volunteer is mailed)",
    expected: signedIn(403, { adminA: 204, staffA: 204, superX: 204, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/shift_sign_ups",
    what: "one's own shifts",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/shift_sign_ups",
    what: "sign up for a shift of organization A's activity (the volunteer holds a place already; a guest must give name and address)",
    body: doc("shift_sign_ups", { shift_id: "{shiftA}" }),
    expected: all(201, { anonymous: 422, volunteer: 422, userY: 422 }),
  },
  {
    method: "GET",
    path: "/api/v1/shift_sign_ups/tokens/{shiftSignUpTokenA}",
    what: "a guest's mailed shift sign-up link (the token is the key)",
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  {
    method: "POST",
    path: "/api/v1/shift_sign_up_confirmations",
    what: "confirm a guest's shift sign-up with the mailed token (confirmed already: nothing changes)",
    body: doc("shift_sign_up_confirmations", { token: "{shiftSignUpTokenA}" }),
    expected: all(200, { userY: 404 }),
    unchangedFor: TOKEN_HOLDERS_X,
  },
  {
    method: "POST",
    path: "/api/v1/shift_sign_up_cancellations",
    what: "cancel a guest's shift sign-up with the mailed token",
    body: doc("shift_sign_up_cancellations", { token: "{shiftSignUpTokenA}" }),
    expected: all(200, { userY: 404 }),
  },
  {
    method: "DELETE",
    path: "/api/v1/shift_sign_ups/{shiftSignUpA}",
    what: "cancel the volunteer's place in a shift",
    expected: signedIn(404, { volunteer: 204, adminA: 204, staffA: 204, superX: 204 }),
  },
  // Hours (docs/shifts-and-hours.md): the volunteer's own, reviewed by the organization's admins,
  // its centre's staff and super admins; anyone else finds nothing.
  {
    method: "GET",
    path: "/api/v1/hour_records",
    what: "one's own hours",
    expected: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/v1/hour_records",
    what: "record hours given at organization A (pending)",
    body: doc("hour_records", { organization_id: "{orgA}", date: "2026-01-05", minutes: 90 }),
    expected: signedIn(201, { userY: 422 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/hour_records",
    what: "approve the volunteer's hours at organization A in bulk",
    body: { data: [{ type: "hour_records", id: "{hourRecordA}", attributes: { status: "approved" } }] },
    expected: signedIn(404, { volunteer: 403, adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/hour_records/{hourRecordA}",
    what: "the volunteer's hours at organization A",
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 200, superX: 200 }),
  },
  ...(["PUT", "PATCH"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/v1/hour_records/{hourRecordA}",
    what: "correct and approve the volunteer's hours at organization A",
    body: doc("hour_records", { minutes: 60, status: "approved" }, "{hourRecordA}"),
    expected: signedIn(404, { volunteer: 403, adminA: 200, staffA: 200, superX: 200 }),
  })),
  {
    method: "DELETE",
    path: "/api/v1/hour_records/{hourRecordA}",
    what: "remove the volunteer's pending hours",
    expected: signedIn(404, { volunteer: 204, adminA: 403, staffA: 403, superX: 403 }),
  },
  {
    method: "GET",
    path: "/api/v1/activities/{activityA}/roster",
    what: "the roster of organization A's activity (who is on each shift, the check-in keys)",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/vacancies/{vacancyA}/roster",
    what: "the roster of organization A's vacancy (who is on each shift, the check-in keys)",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/shift_check_ins",
    what: "check in at shiftA with its link's key (the volunteer holds a place, but the shift is in 2030)",
    body: doc("shift_check_ins", { shift_id: "{shiftA}", key: `9501${"0".repeat(28)}`, action: "check_in" }),
    expected: signedIn(403, { volunteer: 422, userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/shift_messages",
    what: "message everyone holding a place in shiftA (organization A's admins; the centre's staff and super admins manage the roster but do not speak for A)",
    body: doc("shift_messages", { shift_id: "{shiftA}", body: "Neem handschoenen mee." }),
    expected: signedIn(403, { adminA: 201, userY: 422 }),
  },
  {
    method: "GET",
    path: "/api/v1/hour_totals",
    what: "one's own approved hours per organization and year",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/organizations/{orgA}/hour_totals",
    what: "organization A's approved hours per volunteer and year",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/organizations/{orgA}/hour_records",
    what: "organization A's hours to review",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 404 }),
  },
];

// Dashboard and analytics (docs/analytics.md): the dashboard is everyone's own (the centre's items
// only for its staff); the figures are for the request centre's staff (centre A: the default)
// and the tenant's super admins.
const analytics: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/dashboard",
    what: "what waits for the caller (the centre's items for its staff)",
    expected: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/v1/analytics",
    what: "centre A's figures",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/analytics",
    what: "centre B's figures",
    headers: { "Volunteer-Center-Id": "{centreB}" },
    expected: signedIn(403, { staffB: 200, superX: 200, userY: 404 }),
  },
  {
    method: "GET",
    path: "/api/v1/analytics/organizations",
    what: "centre A's figures per organization",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/analytics/hours",
    what: "centre A's approved hours (docs/shifts-and-hours.md)",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/analytics/hours",
    what: "centre B's approved hours",
    headers: { "Volunteer-Center-Id": "{centreB}" },
    expected: signedIn(403, { staffB: 200, superX: 200, userY: 404 }),
  },
];

/** The matrix: one or more rows per route and method of the api worker. */
// Volunteer profiles (docs/volunteer-profiles.md): one's own for everyone signed in; the pool
// (the request's centre: centre A for tenant X, Y for tenant Y) for its staff, super admins and
// the admins of its approved organizations; a card of another centre or tenant is a 404.
const volunteerProfiles: MatrixRow[] = [
  { method: "GET", path: "/api/v1/volunteer_profile", what: "one's own profile", expected: signedIn(200) },
  {
    method: "PATCH",
    path: "/api/v1/volunteer_profile",
    what: "one's own profile, saved",
    body: doc("volunteer_profiles", { introduction: "Hallo" }, "{self}"),
    expected: signedIn(200),
  },
  { method: "DELETE", path: "/api/v1/volunteer_profile", what: "one's own profile, removed", expected: signedIn(204) },
  {
    method: "GET",
    path: "/api/v1/volunteer_profiles",
    what: "the pool of the request's centre",
    expected: signedIn(403, { adminA: 200, staffA: 200, superX: 200, userY: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_profiles/{profileA}",
    what: "the volunteer's card",
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/volunteer_profiles/{profileY}",
    what: "userY's card (tenant Y)",
    expected: signedIn(404, { userY: 200 }),
  },
  // The profile photo (private bytes): put and removed by its owner, read as the card is.
  {
    method: "PUT",
    path: "/api/v1/volunteer_profile/photo",
    what: "one's own profile photo (bytes; 422 without a saved profile)",
    rawBody: PNG_BYTES,
    expected: signedIn(422, { volunteer: 200, userY: 200 }),
  },
  { method: "DELETE", path: "/api/v1/volunteer_profile/photo", what: "one's own profile photo, removed", expected: signedIn(200) },
  {
    method: "GET",
    path: "/api/v1/volunteer_profiles/{profileA}/photo",
    what: "the photo on the volunteer's card (private bytes)",
    expected: signedIn(404, { volunteer: 200, adminA: 200, staffA: 200, superX: 200 }),
  },
  // Replies (docs/volunteer-profiles.md "Replies"): an organization's admins send; the volunteer answers.
  { method: "GET", path: "/api/v1/profile_replies", what: "the replies to one's profile", expected: signedIn(200) },
  { method: "GET", path: "/api/v1/profile_replies?filter[box]=sent", what: "the replies one's organizations sent", expected: signedIn(200) },
  {
    method: "POST",
    path: "/api/v1/profile_replies",
    what: "organization A's reply to the volunteer's profile",
    body: doc("profile_replies", { volunteer_id: "{profileA}", organization_id: "{orgA}", message: "Kom je helpen?" }),
    expected: signedIn(403, { adminA: 201 }),
  },
  { method: "GET", path: "/api/v1/profile_replies/{replyA}", what: "a reply to the volunteer", expected: signedIn(404, { volunteer: 200 }) },
  { method: "GET", path: "/api/v1/profile_replies/{replyY}", what: "a reply to userY (tenant Y)", expected: signedIn(404, { userY: 200 }) },
  {
    method: "PATCH",
    path: "/api/v1/profile_replies/{replyA}",
    what: "the volunteer declines the reply",
    body: doc("profile_replies", { status: "declined" }, "{replyA}"),
    expected: signedIn(404, { volunteer: 200 }),
  },
];

// One-on-one help (docs/one-on-one-help.md): on for tenant X here (NEIGHBOUR_HELP_TENANT), off for
// tenant Y, whose user gets 404 everywhere. Anyone asks and confirms; everybody signed in at the
// centre reads an open request and offers; the staff of its centre (and super admins) match and
// follow up; a matched request is for them and its volunteer only.
const HELP_ON = { NEIGHBOUR_HELP_TENANT: "tenant-x" };
const helpRows: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/v1/help_requests",
    what: "a resident's request for help",
    body: doc("help_requests", { name: "Riet", email: "riet@example.org", what: "Boodschappen", how_often: "weekly", area: "Centrum" }),
    vars: HELP_ON,
    expected: all(201, { userY: 404 }),
  },
  {
    method: "POST",
    path: "/api/v1/help_request_confirmations",
    what: "the mailed link of helpA",
    body: doc("help_request_confirmations", { token: "{helpTokenA}" }),
    vars: HELP_ON,
    expected: all(200, { userY: 404 }),
    unchangedFor: ["anonymous", "volunteer", "adminA", "adminB", "staffA", "staffB", "superX"],
  },
  {
    method: "GET",
    path: "/api/v1/help_requests",
    what: "the centre's requests (staff: all; others: open and their own)",
    vars: HELP_ON,
    expected: signedIn(200, { userY: 404 }),
  },
  { method: "GET", path: "/api/v1/help_requests/{helpA}", what: "an open request of centre A", vars: HELP_ON, expected: signedIn(200, { userY: 404 }) },
  {
    method: "GET",
    path: "/api/v1/help_requests/{helpMatchedA}",
    what: "a request matched to the volunteer",
    vars: HELP_ON,
    expected: signedIn(404, { volunteer: 200, staffA: 200, superX: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/help_requests/{helpA}",
    what: "match the volunteer (who offered) to an open request",
    body: doc("help_requests", { volunteer_id: "{volunteer}" }, "{helpA}"),
    vars: HELP_ON,
    expected: signedIn(403, { staffA: 200, superX: 200, userY: 404 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/help_requests/{helpMatchedA}",
    what: "the follow-up of a matched request",
    body: doc("help_requests", { follow_up: "Gebeld, gaat goed" }, "{helpMatchedA}"),
    vars: HELP_ON,
    expected: signedIn(404, { volunteer: 403, staffA: 200, superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/help_offers",
    what: "an offer to help with helpA (the volunteer offered already)",
    body: doc("help_offers", { help_request_id: "{helpA}" }),
    vars: HELP_ON,
    expected: signedIn(201, { volunteer: 422, userY: 404 }),
  },
];

// Mail templates (docs/mail.md "Templates"): a centre's for its staff, the tenant's defaults for
// the super admins; 403 whatever the id for a user who is neither (userY keeps no centre).
const TEMPLATE_A = "/api/v1/notification_templates/{templateA}";
const TEMPLATE_PLATFORM = "/api/v1/notification_templates/{templatePlatform}";
const notificationTemplates: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/notification_templates?filter[volunteer_center_id_eq]={centreA}",
    what: "centre A's mail templates",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/notification_templates?filter[scope_eq]=platform",
    what: "the tenant's default mail templates",
    expected: signedIn(403, { superX: 200 }),
  },
  {
    method: "GET",
    path: TEMPLATE_A,
    what: "centre A's confirmation mail template",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "PATCH",
    path: TEMPLATE_A,
    what: "change centre A's confirmation mail",
    body: doc("notification_templates", { subject_nl: "Welkom" }, "{templateA}"),
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "DELETE",
    path: TEMPLATE_A,
    what: "reset centre A's confirmation mail to the default",
    expected: signedIn(403, { staffA: 204, superX: 204 }),
  },
  {
    method: "GET",
    path: TEMPLATE_PLATFORM,
    what: "the tenant's default confirmation mail",
    expected: signedIn(403, { superX: 200 }),
  },
  {
    method: "PATCH",
    path: TEMPLATE_PLATFORM,
    what: "change the tenant's default confirmation mail",
    body: doc("notification_templates", { subject_nl: "Welkom" }, "{templatePlatform}"),
    expected: signedIn(403, { superX: 200 }),
  },
  {
    method: "DELETE",
    path: TEMPLATE_PLATFORM,
    what: "reset the tenant's default confirmation mail",
    expected: signedIn(403, { superX: 204 }),
  },
  {
    method: "GET",
    path: "/api/v1/notification_template_previews?filter[kind_eq]=confirmation&filter[volunteer_center_id_eq]={centreA}",
    what: "centre A's confirmation mail as it goes out, in both languages",
    expected: signedIn(403, { staffA: 200, superX: 200 }),
  },
  {
    method: "GET",
    path: "/api/v1/notification_template_previews?filter[kind_eq]=confirmation&filter[scope_eq]=platform",
    what: "the tenant's default confirmation mail as it goes out",
    expected: signedIn(403, { superX: 200 }),
  },
  {
    method: "POST",
    path: "/api/v1/notification_template_previews",
    what: "preview a text of centre A's confirmation mail",
    body: doc("notification_template_previews", {
      kind: "confirmation",
      locale: "nl",
      subject: "Hoi",
      body: "[Ga]({{ link }})",
      volunteer_center_id: "{centreA}",
    }),
    expected: signedIn(403, { staffA: 200, superX: 200 }),
    unchangedFor: ["staffA", "superX"],
  },
];

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  ...auth,
  ...volunteerCenters,
  ...users,
  ...organizations,
  ...tags,
  ...pages,
  ...newsAndMenus,
  ...outbox,
  ...vacancies,
  ...applications,
  ...activities,
  ...uploads,
  ...library,
  ...dataViewer,
  ...notifications,
  ...forms,
  ...conversations,
  ...volunteerProfiles,
  ...helpRows,
  ...analytics,
  ...notificationTemplates,
  ...tenantY,
];
