// A select built once per isolate (db/kept-select.ts) answers as the builder it stands for, with
// each call's own values, on the real local D1.
import { env } from "cloudflare:test";
import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, TENANT_A, TENANT_B, USER, seedAccounts } from "../../test/account-fixtures";
import { users } from "./accounts-schema";
import { type Database, createDb } from "./client";
import { dbOf } from "../../test/tenant-database";
import { keptSelect, slot } from "./kept-select";

beforeEach(() => seedAccounts(env.DB));

const byEmail = (db: Database, tenantId: unknown, email: unknown) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId as string), eq(users.email, email as string)))
    .orderBy(asc(users.id));

describe("a kept select", () => {
  it("builds its SQL once, binds each call's values and maps rows as the builder does", async () => {
    const db = createDb(env.DB);
    let builds = 0;
    const kept = keptSelect((db) => {
      builds += 1;
      return byEmail(db, slot("tenantId"), slot("email"));
    });
    const volunteer = await kept(db, { tenantId: TENANT_A, email: EMAIL.VOLUNTEER }).all();
    expect(volunteer).toEqual(await byEmail(db, TENANT_A, EMAIL.VOLUNTEER).all());
    expect(volunteer).toEqual([expect.objectContaining({ id: USER.VOLUNTEER, email: EMAIL.VOLUNTEER })]);
    // The same kept SQL on another tenant's database, with that tenant's values: its user of the
    // same e-mail address, not tenant A's.
    const b = createDb(dbOf(TENANT_B));
    const bravo = await kept(b, { tenantId: TENANT_B, email: EMAIL.VOLUNTEER }).all();
    expect(bravo).toEqual([expect.objectContaining({ id: USER.B_VOLUNTEER })]);
    expect(bravo).toEqual(await byEmail(b, TENANT_B, EMAIL.VOLUNTEER).all());
    expect(await kept(db, { tenantId: TENANT_B, email: EMAIL.VOLUNTEER }).all()).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs in a batch beside other statements, each answer mapped", async () => {
    const db = createDb(env.DB);
    const kept = keptSelect((db) => byEmail(db, slot("tenantId"), slot("email")));
    const [first, second] = await db.batch([
      kept(db, { tenantId: TENANT_A, email: EMAIL.VOLUNTEER }),
      db.select({ id: users.id }).from(users).where(eq(users.id, USER.VOLUNTEER)),
    ]);
    expect(first).toEqual(await byEmail(db, TENANT_A, EMAIL.VOLUNTEER).all());
    expect(second).toEqual([{ id: USER.VOLUNTEER }]);
  });
});
