// The authorization matrix (api/test/authorization-matrix.ts, docs/authorization.md) against
// the real worker on a real local D1: every row for every actor, "zero rows changed" for every
// refusal, another tenant's ids answered exactly like ids that do not exist, and no route of the
// app without a row.
import { env } from "cloudflare:test";
import { workerFetch } from "../test/worker-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchWithVars, issueTestToken } from "../test/auth";
import { ACTORS, AUTHORIZATION_MATRIX, type Actor, type MatrixRow } from "../test/authorization-matrix";
import { EMAILS, TENANT, TOKENS, WORLD, type WorldName, seedWorld, seedWorldFiles, snapshotWorld, worldTenant } from "../test/authorization-world";
import { JSON_API } from "../test/request";
import { app } from "./app";
import "./index";

const tenantOf = (actor: Actor) => (actor === "userY" ? TENANT.Y : TENANT.X);

/** `{name}` → the world's id or token; `missing` names get one nobody has instead; `{self}` the actor's id. */
function fill(text: string, missing: ReadonlySet<string> = new Set(), actor?: Actor) {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === "self") return actor === undefined || actor === "anonymous" ? "0" : String(WORLD[actor]);
    if (name in TOKENS) {
      const token = TOKENS[name as keyof typeof TOKENS];
      return missing.has(name) ? `missing-${token}` : token;
    }
    if (!(name in WORLD)) throw new Error(`Unknown world name {${name}}`);
    const id = WORLD[name as keyof typeof WORLD];
    return String(missing.has(name) ? 900_000 + id : id);
  });
}

/** World names in a row that belong to another tenant than the actor's. */
function foreignNames(row: MatrixRow, actor: Actor) {
  const text = `${row.path} ${JSON.stringify(row.headers ?? {})} ${JSON.stringify(row.body ?? null)}`;
  const names = [...text.matchAll(/\{(\w+)\}/g)].map(([, n]) => n as WorldName);
  return new Set(names.filter((n) => (n as string) !== "self" && worldTenant(n) !== tenantOf(actor)));
}

async function send(row: MatrixRow, actor: Actor, missing?: ReadonlySet<string>) {
  const tenant = tenantOf(actor);
  const isAuth = row.path.startsWith("/auth/");
  const credentials = actor === "anonymous" ? {} : await issueTestToken(WORLD[actor], EMAILS[actor], { tenant });
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(row.headers ?? {}).map(([k, v]) => [k, fill(v, missing)])),
    ...credentials,
    ...(row.body !== undefined && {
      "Content-Type": isAuth ? "application/json" : JSON_API,
    }),
    ...(row.rawBody !== undefined && {
      "Content-Type": "application/octet-stream",
    }),
  };
  const path = fill(row.path, missing);
  const body = row.rawBody ?? (row.body === undefined ? undefined : fill(JSON.stringify(row.body), missing, actor));
  if (row.vars)
    return fetchWithVars(row.vars, path, {
      tenant,
      method: row.method,
      headers,
      body,
    });
  return workerFetch(`https://api.test${path}`, {
    method: row.method,
    body,
    headers: { Accept: JSON_API, "X-Tenant": tenant, ...headers },
  });
}

// A resource type of a JSON:API answer → the table that says which tenant it belongs to.
const TABLE_OF_TYPE: Record<string, string> = {
  users: "users",
  roles: "roles",
  organizations: "organizations",
  organization_sign_ups: "organizations",
  organization_starts: "organizations",
  tags: "tags",
  vacancies: "vacancies",
  applications: "applications",
  volunteer_centers: "volunteer_centers",
  outbox_messages: "outbox_messages",
  uploads: "files",
  notifications: "notifications",
  pages: "pages",
  activities: "activities",
  activity_sign_ups: "activity_sign_ups",
  conversations: "conversations",
  messages: "messages",
  news_items: "news_items",
  menu_items: "menu_items",
  library_files: "library_files",
  organization_admin_invitations: "organization_admin_invitations",
  organization_claims: "organization_claims",
  // A profile's id is its user's (an unsaved one is answered too): the user's tenant is its tenant.
  volunteer_profiles: "users",
  profile_replies: "profile_replies",
  help_requests: "help_requests",
};

/** Every resource object in a 2xx answer belongs to the caller's tenant. */
async function expectOwnTenantOnly(text: string, actor: Actor, label: string) {
  if (text === "") return;
  const document = JSON.parse(text);
  const data = document.data;
  const objects = [...(Array.isArray(data) ? data : data ? [data] : []), ...(document.included ?? [])];
  for (const object of objects) {
    const table = TABLE_OF_TYPE[object?.type];
    if (!table) continue;
    const found = await env.DB.prepare(`SELECT tenant_id FROM ${table} WHERE id = ?`).bind(Number(object.id)).first<{ tenant_id: string }>();
    expect.soft(found?.tenant_id, `${label}: ${object.type} ${object.id}`).toBe(tenantOf(actor));
  }
}

let cells = 0;
let routes = 0;
let twins = 0;
// The world's snapshot, or null when a request changed it and it must be seeded again.
let world: Record<string, string> | null = null;

async function freshWorld() {
  if (world === null) {
    await seedWorld(env.DB);
    await seedWorldFiles(env.FILES);
    world = await snapshotWorld(env.DB);
  }
  return world;
}

/** Sends one request on a fresh world; reports whether it changed any row. */
async function sendOnce(row: MatrixRow, actor: Actor, missing?: ReadonlySet<string>) {
  const before = await freshWorld();
  const response = await send(row, actor, missing);
  const text = await response.text();
  const after = await snapshotWorld(env.DB);
  const changed = JSON.stringify(after) !== JSON.stringify(before);
  if (changed) world = null;
  return { response, text, before, after, changed };
}

beforeAll(() => freshWorld());
afterAll(() => {
  console.log(
    `authorization matrix: ${cells} cells checked (${AUTHORIZATION_MATRIX.length} rows × ${ACTORS.length} actors over ${routes} routes, plus ${twins} cross-tenant cells compared with a missing id)`,
  );
});

describe("authorization matrix", () => {
  it("has a row for every route and method of the app", () => {
    const key = (method: string, path: string) =>
      `${method} ${path
        .split("?")[0]!
        .replace(/\{\w+\}|:\w+/g, "{id}")
        .replace(/(.)\/$/, "$1")}`;
    const registered = new Set(app.routes.filter((route) => route.method !== "ALL").map((route) => key(route.method, route.path)));
    const covered = new Set(AUTHORIZATION_MATRIX.map((row) => key(row.method, row.path)));
    routes = registered.size;
    expect(registered.size).toBeGreaterThan(40);
    expect(
      [...registered].filter((r) => !covered.has(r)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !registered.has(r)),
      "rows without a route",
    ).toEqual([]);
  });

  for (const row of AUTHORIZATION_MATRIX) {
    const label = `${row.method} ${row.path} (${row.what})`;
    it(label, { timeout: 120_000 }, async () => {
      for (const actor of ACTORS) {
        const cell = `${label} as ${actor}`;
        const { response, text, before, after } = await sendOnce(row, actor);
        cells += 1;
        expect.soft(response.status, `${cell}: ${text.slice(0, 300)}`).toBe(row.expected[actor]);
        const foreign = foreignNames(row, actor);
        if (response.status >= 400 || foreign.size > 0 || row.unchangedFor?.includes(actor)) expect.soft(after, `${cell} changed rows`).toEqual(before);
        // A served file is bytes, not a document: it names no resource to check.
        if (response.ok && response.headers.get("content-type") === JSON_API) await expectOwnTenantOnly(text, actor, cell);

        if (foreign.size === 0) continue;
        // Another tenant's ids must answer exactly as ids nobody has, and change nothing.
        const twin = await sendOnce(row, actor, foreign);
        twins += 1;
        expect.soft(twin.response.status, `${cell}: the same request with a missing id`).toBe(response.status);
        expect.soft(twin.after, `${cell} with a missing id changed rows`).toEqual(twin.before);
      }
    });
  }
});

// Issue 45: JSON:API requires a PATCH document's resource object to carry its id. Every PATCH
// route of the app has a matrix row (checked above), each of those rows sends the id, and here
// each is sent once more without it, as an actor the row lets through: 400, nothing changed.
describe("PATCH without data.id", () => {
  const patches = AUTHORIZATION_MATRIX.filter((row) => row.method === "PATCH" && !row.path.startsWith("/auth/"));
  const single = (row: MatrixRow) => (row.body as { data?: unknown } | undefined)?.data;
  const allowed = (row: MatrixRow) => ACTORS.find((actor) => row.expected[actor] >= 200 && row.expected[actor] < 300);

  it("every PATCH row names its resource in data.id (a bulk PATCH, each item)", () => {
    for (const row of patches) {
      const data = single(row);
      const items = Array.isArray(data) ? data : [data];
      for (const item of items) expect(item, `${row.method} ${row.path}`).toHaveProperty("id");
    }
  });

  for (const row of patches.filter((r) => !Array.isArray(single(r)) && allowed(r) !== undefined)) {
    it(`${row.path} (${row.what}) answers 400 without data.id`, { timeout: 60_000 }, async () => {
      const data = { ...(single(row) as Record<string, unknown>) };
      delete data.id;
      const { response, text, before, after } = await sendOnce({ ...row, body: { data } }, allowed(row)!);
      expect(response.status, text.slice(0, 300)).toBe(400);
      expect(JSON.parse(text).errors[0]).toMatchObject({ code: "missing_id", source: { pointer: "/data/id" } });
      expect(after).toEqual(before);
    });
  }

  for (const row of patches.filter((r) => (single(r) as { id?: string } | undefined)?.id === "{self}")) {
    it(`${row.path} answers 409 for another user's id`, async () => {
      const data = { ...(single(row) as Record<string, unknown>), id: "{staffA}" };
      const { response, before, after } = await sendOnce({ ...row, body: { data } }, "volunteer");
      expect(response.status).toBe(409);
      expect(after).toEqual(before);
    });
  }
});
