import { env } from "cloudflare:test";
import { HIDDEN_TABLES, isDeniedColumn } from "@contract/data-viewer";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_A } from "../../../test/fixtures";
import { queuedMail } from "../../../test/mail-fixtures";
import { type ActorName, as, seedOrganizations } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";
import { listViewableTables } from "./tables";

beforeEach(async () => {
  await seedOrganizations(env.DB);
  // A mail whose body holds a confirmation link, and an auth token: secrets the viewer must hide.
  await queuedMail("lees@example.org");
});

const BASE = "/api/v1/data_viewer/tables";

async function get(actor: ActorName, path: string) {
  return apiFetch(path, await as(actor));
}

interface Row {
  id: string;
  attributes: Record<string, unknown>;
}

async function allRows(table: string) {
  const rows: Row[] = [];
  for (let number = 1; ; number++) {
    const document = await expectDocument(await get("superAdmin", `${BASE}/${table}?page[size]=100&page[number]=${number}`), 200);
    rows.push(...(document.data as Row[]));
    if (rows.length >= (document.meta as { total: number }).total) return { rows, meta: document.meta as Record<string, unknown> };
  }
}

const viewCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM data_viewer_views").first<{ n: number }>())!.n;

describe("the data viewer (/admin/data-viewer)", () => {
  it("is for super admins only: 401 signed out, 403 for staff and everyone else", async () => {
    await expectError(await get("anonymous", BASE), 401);
    for (const actor of ["volunteer", "orgAdmin", "staff"] as const) await expectError(await get(actor, BASE), 403);
    await expectError(await get("staff", `${BASE}/users`), 403);
    await expectDocument(await get("superAdmin", BASE), 200);
  });

  it("goes through every table of the database and never shows a column on the deny list", async () => {
    const { results: tables } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{
      name: string;
      sql: string | null;
    }>();
    const listed = new Map(((await expectDocument(await get("superAdmin", BASE), 200)).data as Row[]).map((t) => [t.id, t.attributes]));
    let checkedTables = 0;
    let checkedCells = 0;
    for (const { name, sql } of tables) {
      // Cloudflare's own tables: D1 refuses to read them, and so does the viewer.
      if (name.startsWith("_cf_")) {
        await expectError(await get("superAdmin", `${BASE}/${name}`), 404);
        continue;
      }
      const { results: columns } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)").bind(name).all<{ name: string }>();
      const denied = columns.map((c) => c.name).filter((column) => isDeniedColumn(name, column));
      const answer = await get("superAdmin", `${BASE}/${encodeURIComponent(name)}`);
      // A table is viewable exactly when it carries a tenant_id, is no full-text index and is not hidden.
      const viewable =
        columns.some((c) => c.name === "tenant_id") && !/^CREATE VIRTUAL/i.test(sql ?? "") && !(HIDDEN_TABLES as readonly string[]).includes(name);
      if (!viewable) {
        await expectError(answer, 404);
        expect(listed.has(name), name).toBe(false);
        continue;
      }
      checkedTables++;
      expect(answer.status, name).toBe(200);
      const attributes = listed.get(name)!;
      expect(attributes.hidden_columns, name).toEqual(denied);
      for (const column of denied) expect(attributes.columns, `${name}.${column}`).not.toContain(column);
      const { rows, meta } = await allRows(name);
      expect(meta.columns).toEqual(attributes.columns);
      for (const row of rows) {
        expect(row.attributes.tenant_id, name).toBe(TENANT_A);
        for (const column of Object.keys(row.attributes)) {
          expect(isDeniedColumn(name, column), `${name}.${column}`).toBe(false);
          checkedCells++;
        }
      }
    }
    expect(checkedTables).toBeGreaterThan(15);
    expect(checkedCells).toBeGreaterThan(100);
  }, 300_000);

  it("hides the secrets the spec names: password hashes, tokens, token digests and mail bodies with links", async () => {
    const tables = new Map(((await expectDocument(await get("superAdmin", BASE), 200)).data as Row[]).map((t) => [t.id, t.attributes.hidden_columns]));
    // reset_password_sent_at is no secret, but its name says password: hidden all the same.
    const has = (table: string, columns: string[]) => expect(tables.get(table), table).toEqual(expect.arrayContaining(columns));
    has("users", ["password_digest", "confirmation_token_digest", "reset_password_token_digest", "reset_password_sent_at"]);
    has("auth_tokens", ["client", "token_digest", "previous_token_digest"]);
    has("application_withdraw_tokens", ["token_hash"]);
    has("outbox_messages", ["text_body", "html_body", "list_unsubscribe"]);
    const text = JSON.stringify(await allRows("users")) + JSON.stringify(await allRows("outbox_messages"));
    expect(text).not.toContain("pbkdf2-sha256");
    expect(text).not.toContain("confirmation_token=abc");
  });

  it("searches the shown columns only, pages, and keeps to the request's tenant", async () => {
    const found = await expectDocument(await get("superAdmin", `${BASE}/users?filter[q]=${encodeURIComponent("example")}&page[size]=2`), 200);
    expect((found.data as Row[]).length).toBe(2);
    expect((found.meta as { total: number }).total).toBeGreaterThan(2);
    expect(found.links).toMatchObject({ next: expect.stringContaining("page%5Bnumber%5D=2") });
    // The hash is there, but not searchable: a search cannot test guesses against it.
    const secret = await expectDocument(await get("superAdmin", `${BASE}/users?filter[q]=pbkdf2`), 200);
    expect(secret.data).toEqual([]);
    // Longer than D1 lets a LIKE pattern be (50 bytes): still a search, not a 500.
    const long = await expectDocument(await get("superAdmin", `${BASE}/users?filter[q]=${"example".repeat(10)}`), 200);
    expect(long.data).toEqual([]);
    const other = await expectDocument(await get("otherTenant", `${BASE}/users`), 403);
    expect(other.errors).toHaveLength(1);
  });

  it("logs every view: table list and table, with the search and page", async () => {
    const before = await viewCount();
    await get("superAdmin", BASE);
    await get("superAdmin", `${BASE}/organizations?filter[q]=Alpha&page[number]=2`);
    await get("staff", `${BASE}/organizations`);
    expect(await viewCount()).toBe(before + 2);
    const last = await env.DB.prepare("SELECT tenant_id, table_name, search, page_number, user_id FROM data_viewer_views ORDER BY id DESC LIMIT 1").first();
    expect(last).toMatchObject({ tenant_id: TENANT_A, table_name: "organizations", search: "Alpha", page_number: 2 });
  });

  it("reads the catalogue once a minute per database, not on every call", async () => {
    const first = await listViewableTables(env.DB);
    expect(first.map((table) => table.name)).toContain("organizations");
    expect(await listViewableTables(env.DB), "the kept list").toBe(first);
  });

  it("answers 404 for an unknown table or a name that is SQL, and 400 for a bad query", async () => {
    await expectError(await get("superAdmin", `${BASE}/nope`), 404);
    await expectError(await get("superAdmin", `${BASE}/${encodeURIComponent('users" --')}`), 404);
    await expectError(await get("superAdmin", `${BASE}/users?page[size]=1000`), 400);
    await expectError(await get("superAdmin", `${BASE}/users?sort=email`), 400);
  });
});
