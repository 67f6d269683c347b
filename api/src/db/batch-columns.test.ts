// A D1 batch answers each row as an object by column name: a select of two columns of the same
// name would come back a column short, every field after it read from its neighbour. The patched
// Drizzle (patches/drizzle-orm+0.45.4.patch) refuses such a select in a batch rather than answer it
// wrong; columns named apart go through as they do on their own. On the real local D1.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../test/account-fixtures";
import { roles, users } from "./accounts-schema";
import { createDb } from "./client";
import { namedApart } from "./named-apart";

beforeEach(() => seedAccounts(env.DB));

const userWithRole = (named: boolean) => ({
  userId: named ? sql<number>`${users.id}`.mapWith(Number).as("user_id_of_user") : users.id,
  email: users.email,
  roleId: roles.id,
});

describe("a select in a D1 batch", () => {
  it("refuses two columns of one name before it is sent, with rows to answer or none, and writes nothing beside it", async () => {
    const db = createDb(env.DB);
    const select = db.select(userWithRole(false)).from(users).leftJoin(roles, eq(roles.userId, users.id)).where(eq(users.id, USER.VOLUNTEER));
    expect((await select.all())[0]).toMatchObject({ userId: USER.VOLUNTEER, email: EMAIL.VOLUNTEER });
    const refusal = 'A select in a batch has two columns named "id": a batch answers a row by column name';
    await expect(db.batch([select])).rejects.toThrow(refusal);
    const none = db.select(userWithRole(false)).from(users).leftJoin(roles, eq(roles.userId, users.id)).where(eq(users.id, -1));
    await expect(db.batch([none])).rejects.toThrow(refusal);
    const rename = db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, USER.VOLUNTEER));
    await expect(db.batch([rename, select])).rejects.toThrow(refusal);
    expect((await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, USER.VOLUNTEER)).all())[0].firstName).not.toBe("Renamed");
  });

  it("refuses a row a column short where SQLite names two expressions alike", async () => {
    const db = createDb(env.DB);
    const [row] = await db
      .select({ a: sql<number>`1`, b: sql<number>`1` })
      .from(users)
      .limit(1)
      .all();
    expect(row).toEqual({ a: 1, b: 1 });
    await expect(
      db.batch([
        db
          .select({ a: sql<number>`1`, b: sql<number>`1` })
          .from(users)
          .limit(1),
      ]),
    ).rejects.toThrow("A batched select answered 1 of its 2 columns: two share a name");
  });

  it("answers columns named apart as the select does on its own", async () => {
    const db = createDb(env.DB);
    const select = db.select(userWithRole(true)).from(users).leftJoin(roles, eq(roles.userId, users.id)).where(eq(users.id, USER.VOLUNTEER));
    const [inBatch] = await db.batch([select]);
    expect(inBatch).toEqual(await select.all());
    expect(inBatch[0]).toMatchObject({ userId: USER.VOLUNTEER, email: EMAIL.VOLUNTEER });
  });
});

describe("namedApart", () => {
  it("selects a joined table's row as the table does, in a batch beside another select", async () => {
    const db = createDb(env.DB);
    const asTable = db.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(roles.userId, users.id)).where(eq(users.id, USER.ADMIN));
    const apart = db
      .select({ user: users, role: namedApart(roles, "role") })
      .from(users)
      .innerJoin(roles, eq(roles.userId, users.id))
      .where(eq(users.id, USER.ADMIN));
    const [rows, [count]] = await db.batch([
      apart,
      db
        .select({ n: sql<number>`count(*)` })
        .from(roles)
        .where(eq(roles.userId, USER.ADMIN)),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await asTable.all());
    expect(rows[0].role).toMatchObject({ userId: USER.ADMIN, name: expect.any(String) });
    expect(count.n).toBe(rows.length);
  });
});
