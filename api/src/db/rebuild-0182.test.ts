// Migration 0182 rebuilds `shifts` (activity_id no longer NOT NULL, vacancy_id beside it) while
// shift_sign_ups, shift_reminders and hour_records point at it: D1 enforces foreign keys in
// migrations, so the DROP of the old table deletes the sign-ups and reminders and clears the
// records' shift_id, which the migration puts back. This runs 0182 again, as D1 runs a migration
// (one batch), over a database holding all of them, and checks every row, reference, index and
// trigger is still there.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, seedOrganizations } from "../../test/activity-fixtures";
import { ORG, USER } from "../../test/account-fixtures";
import { TENANT_A } from "../../test/fixtures";

const TABLES = ["shifts", "shift_sign_ups", "shift_reminders", "hour_records"];

const queriesOf = (prefix: string) => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!migration) throw new Error(`No migration ${prefix}`);
  return migration.queries;
};

const dump = async (table: string) => (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()).results;

const schemaObjects = async () =>
  (
    await env.DB.prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name IN (${TABLES.map(() => "?").join(", ")}) ORDER BY type, name`)
      .bind(...TABLES)
      .all<{ type: string; name: string; tbl_name: string; sql: string }>()
  ).results;

beforeEach(() => seedOrganizations(env.DB));

describe("migration 0182 (shifts of activities and vacancies)", () => {
  it("keeps every shift, sign-up, reminder and the hour records' shifts, with their ids, indexes and triggers", async () => {
    const activity = Number(await approvedActivity());
    await env.DB.batch(
      [
        `INSERT INTO shifts (id, tenant_id, activity_id, starts_at, ends_at, capacity, place, task, cancel_hours, check_in_key)
           VALUES (9001, '${TENANT_A}', ${activity}, '2027-06-05T10:00', '2027-06-05T14:00', 2, 'Veld 3', 'Bar', 12, '${"a".repeat(32)}')`,
        `INSERT INTO shift_sign_ups (id, tenant_id, shift_id, user_id, status) VALUES (9101, '${TENANT_A}', 9001, ${USER.VOLUNTEER}, 'confirmed')`,
        `INSERT INTO shift_sign_ups (id, tenant_id, shift_id, name, email, token_hash, status)
           VALUES (9102, '${TENANT_A}', 9001, 'Gast', 'gast@example.org', 'hash', 'waiting')`,
        `INSERT INTO shift_reminders (tenant_id, shift_id, shift_date) VALUES ('${TENANT_A}', 9001, '2027-06-05')`,
        `INSERT INTO hour_records (id, tenant_id, user_id, organization_id, shift_id, date, minutes, status, checked_in_at)
           VALUES (9201, '${TENANT_A}', ${USER.VOLUNTEER}, ${ORG.CLUB}, 9001, '2027-06-05', 240, 'approved', '2027-06-05T08:00:00.000Z')`,
      ].map((q) => env.DB.prepare(q)),
    );
    const before = { objects: await schemaObjects(), rows: await Promise.all(TABLES.map(dump)) };
    const years = await env.DB.prepare("SELECT * FROM hour_years WHERE user_id = ?").bind(USER.VOLUNTEER).all();
    await env.DB.batch(queriesOf("0182_").map((q) => env.DB.prepare(q)));
    expect(await Promise.all(TABLES.map(dump))).toEqual(before.rows);
    expect((await dump("hour_records")).find((r) => r.id === 9201)).toMatchObject({ shift_id: 9001 });
    // The sums the hour_records triggers keep are untouched (the records were not rebuilt).
    expect((await env.DB.prepare("SELECT * FROM hour_years WHERE user_id = ?").bind(USER.VOLUNTEER).all()).results).toEqual(years.results);
    expect((await schemaObjects()).map((o) => [o.type, o.name])).toEqual(before.objects.map((o) => [o.type, o.name]));
    expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
    // Exactly one parent.
    await expect(
      env.DB.prepare(`INSERT INTO shifts (tenant_id, starts_at, ends_at, capacity) VALUES ('${TENANT_A}', '2027-06-05T10:00', '2027-06-05T11:00', 1)`).run(),
    ).rejects.toThrow(/CHECK/);
  });
});
