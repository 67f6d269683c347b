import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, USER } from "../../../test/account-fixtures";
import { type Credentials, credentialsOf, signIn } from "../../../test/auth";
import { TENANT_A, TENANT_B } from "../../../test/fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";
import { VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { NOT_A_USERS_DATA } from "./exclusions";
import { OWN_DATA_SECTIONS, SECRET_COLUMN } from "./sections";

const PATH = "/api/v1/current_user/export";
const exportOf = (credentials: Credentials | Record<string, never>, tenant = TENANT_A, query = "") =>
  apiFetch(`${PATH}${query}`, { tenant, headers: { ...credentials } });

// A column refers to a user when it is a foreign key to users, or is named like one.
const USER_COLUMN = /(^|_)user_id$|(^|_)email$|^uid$/;

// Every column of the migrated schema (workerd's own _cf_ tables are off limits and not ours).
async function schemaColumns() {
  const { results } = await env.DB.prepare(
    `SELECT m.name AS tbl, c.name AS col,
            EXISTS (SELECT 1 FROM pragma_foreign_key_list(m.name) f WHERE f."from" = c.name AND f."table" = 'users') AS fk
     FROM sqlite_master m JOIN pragma_table_info(m.name) c
     WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%' AND substr(m.name, 1, 4) <> '_cf_'`,
  ).all<{ tbl: string; col: string; fk: number }>();
  return results;
}

async function userReferringColumns(): Promise<string[]> {
  return (await schemaColumns()).filter((r) => r.fk === 1 || USER_COLUMN.test(r.col)).map((r) => `${r.tbl}.${r.col}`);
}

async function allColumns(): Promise<Set<string>> {
  return new Set((await schemaColumns()).map((r) => `${r.tbl}.${r.col}`));
}

const covered = new Set(OWN_DATA_SECTIONS.flatMap((section) => section.covers));

describe("the own-data export covers every table that refers to a user", () => {
  it("finds the user-referring columns of the migrated schema", async () => {
    const columns = await userReferringColumns();
    // A guard against a query that silently finds nothing.
    expect(columns).toEqual(expect.arrayContaining(["applications.user_id", "auth_tokens.user_id", "files.uploaded_by"]));
  });

  it("has every user-referring column in a section or on the exclusion list", async () => {
    const missing = (await userReferringColumns()).filter((column) => !covered.has(column) && !(column in NOT_A_USERS_DATA));
    expect(
      missing,
      `These columns refer to a user, but the own-data export (GET ${PATH}) neither exports nor excludes them:\n` +
        missing.map((column) => `  - ${column}`).join("\n") +
        "\nEither add a section for the user's rows to api/src/resources/own-data/sections.ts (name the column in its" +
        " `covers`, scope the query by tenant_id = ?1 and the user id ?2), or, when the column holds no data of the user" +
        " (an organization's contact address, say), add it with its reason to NOT_A_USERS_DATA in" +
        " api/src/resources/own-data/exclusions.ts. See docs/own-data.md.",
    ).toEqual([]);
  });

  it("names only columns that exist (no stale entries)", async () => {
    const existing = await allColumns();
    const stale = [...covered, ...Object.keys(NOT_A_USERS_DATA)].filter((column) => !existing.has(column));
    expect(stale, "sections.ts `covers` or exclusions.ts name columns the schema no longer has: remove or rename them").toEqual([]);
  });
});

describe(`GET ${PATH}`, () => {
  let volunteer: Credentials;

  beforeEach(async () => {
    await seedVacancies(env.DB);
    const db = env.DB;
    await db.batch([
      db.prepare("DELETE FROM outbox_messages WHERE tenant_id IN (?, ?)").bind(TENANT_A, TENANT_B),
      db.prepare("DELETE FROM data_viewer_views WHERE tenant_id = ?").bind(TENANT_A),
      db
        .prepare(
          `INSERT INTO applications (id, tenant_id, vacancy_id, user_id, name, email, motivation) VALUES
           (9101, ?1, ?2, ?3, 'Vera Vos', ?4, 'Ik help graag.'), (9102, ?1, ?2, ?5, 'Anton', ?6, 'Not Vera''s.')`,
        )
        .bind(TENANT_A, VACANCY.CAFE, USER.VOLUNTEER, EMAIL.VOLUNTEER, USER.ADMIN, EMAIL.ADMIN),
      db
        .prepare(
          `INSERT INTO outbox_messages (tenant_id, user_id, kind, locale, to_address, subject, text_body, html_body, list_unsubscribe) VALUES
           (?1, ?2, 'password_reset', 'nl', ?3, 'Wachtwoord', 'https://x.test/reset?token=SECRET-RESET', '<p>SECRET-RESET</p>', 'https://x.test/u/SECRET-UNSUB'),
           (?1, ?4, 'account_deleted', 'en', ?5, 'Anton''s mail', 'b', 'b', NULL)`,
        )
        .bind(TENANT_A, USER.VOLUNTEER, EMAIL.VOLUNTEER, USER.ADMIN, EMAIL.ADMIN),
      db.prepare("INSERT INTO data_viewer_views (tenant_id, user_id, table_name, search) VALUES (?, ?, 'users', 'vos')").bind(TENANT_A, USER.VOLUNTEER),
    ]);
    volunteer = credentialsOf(await signIn(EMAIL.VOLUNTEER, PASSWORD))!;
  });

  it("answers the signed-in user's own data, section by section, and nobody else's", async () => {
    const document = await expectDocument(await exportOf(volunteer), 200);
    expect(document.data).toMatchObject({ type: "own_data_exports", id: String(USER.VOLUNTEER) });
    const data = document.data.attributes;
    expect(Object.keys(data).sort()).toEqual(["exported_at", ...OWN_DATA_SECTIONS.map((s) => s.name)].sort());
    expect(data.account).toMatchObject({ id: USER.VOLUNTEER, email: EMAIL.VOLUNTEER, first_name: "Vera", last_name: "Vos" });
    expect(data.applications).toEqual([expect.objectContaining({ id: 9101, user_id: USER.VOLUNTEER, motivation: "Ik help graag.", vacancy_id: VACANCY.CAFE })]);
    expect(data.mails).toEqual([expect.objectContaining({ kind: "password_reset", to_address: EMAIL.VOLUNTEER, subject: "Wachtwoord" })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.data_viewer_views).toEqual([expect.objectContaining({ table_name: "users", search: "vos" })]);
    const text = JSON.stringify(document);
    for (const other of [EMAIL.ADMIN, "Not Vera's", "Anton's mail"]) expect(text).not.toContain(other);
  });

  it("holds the form submissions they sent signed in; a visitor's and another user's stay out", async () => {
    const send = (message: string, headers: Record<string, string> = {}) =>
      apiFetch("/api/v1/public_forms/contact/submissions", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "form_submissions", attributes: { answers: { name: "Vera", email: EMAIL.VOLUNTEER, message }, locale: "nl" } } }),
      });
    const admin = credentialsOf(await signIn(EMAIL.ADMIN, PASSWORD))!;
    await expectDocument(await send("Vera's own question", volunteer), 201);
    await expectDocument(await send("A visitor's question"), 201);
    await expectDocument(await send("Anton's question", admin), 201);
    const { form_submissions: sent } = (await expectDocument(await exportOf(volunteer), 200)).data.attributes;
    expect(sent).toEqual([expect.objectContaining({ form_title: "Contactformulier", locale: "nl" })]);
    expect(JSON.parse(sent[0].answers)).toEqual({ name: "Vera", email: EMAIL.VOLUNTEER, message: "Vera's own question" });
  });

  it("holds no secrets: no password or token digests, no session client, no mailed links", async () => {
    const response = await exportOf(volunteer);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const document = await expectDocument(response, 200);
    const text = JSON.stringify(document);
    const user = await env.DB.prepare("SELECT password_digest FROM users WHERE id = ?").bind(USER.VOLUNTEER).first<{ password_digest: string }>();
    const token = await env.DB.prepare("SELECT token_digest, client FROM auth_tokens WHERE user_id = ? AND tenant_id = ?")
      .bind(USER.VOLUNTEER, TENANT_A)
      .first<{ token_digest: string; client: string }>();
    for (const secret of [user!.password_digest, token!.token_digest, token!.client, volunteer["access-token"], volunteer.client, "SECRET-"])
      expect(text).not.toContain(secret);
    const keys = Object.values(document.data.attributes).flatMap((section) =>
      [section].flat().flatMap((row) => (row && typeof row === "object" ? Object.keys(row) : [])),
    );
    expect(keys.filter((key) => SECRET_COLUMN.test(key))).toEqual([]);
  });

  it("is the user's data of this tenant only: tenant B's account with the same address sees none of it", async () => {
    const b = credentialsOf(await signIn(EMAIL.VOLUNTEER, "Bravo-pass-22", { tenant: TENANT_B }))!;
    const document = await expectDocument(await exportOf(b, TENANT_B), 200);
    expect(document.data.id).toBe(String(USER.B_VOLUNTEER));
    expect(document.data.attributes.applications).toEqual([]);
    expect(document.data.attributes.mails).toEqual([]);
  });

  it("is 401 signed out and 400 with a query parameter", async () => {
    await expectError(await exportOf({}), 401);
    await expectError(await exportOf(volunteer, TENANT_A, "?include=roles"), 400);
  });
});
