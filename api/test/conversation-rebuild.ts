// The migrations that rebuild `conversations` and the three tables pointing at it (0137, 0179;
// docs/conversations.md): helpers their tests share to put the tables back as an earlier
// migration left them, run a migration as D1 does (one batch), and check what must survive it.
import { env } from "cloudflare:test";
import { expect } from "vitest";

const TABLES = ["conversations", "messages", "conversation_participants", "profile_replies"];

/** The statements of the migration whose file name starts with `prefix`. */
export const queriesOf = (prefix: string) => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!migration) throw new Error(`No migration ${prefix}`);
  return migration.queries;
};

export const run = (queries: string[]) => env.DB.batch(queries.map((q) => env.DB.prepare(q)));

export const dump = async (table: string, order: string) => (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all()).results;

/** Every row of the four tables, each in a fixed order, to compare before and after a rebuild. */
export const rowsOfTables = async () => ({
  conversations: await dump("conversations", "id"),
  messages: await dump("messages", "id"),
  conversation_participants: await dump("conversation_participants", "conversation_id, user_id"),
  profile_replies: await dump("profile_replies", "id"),
});

/** Every table and index of the four tables. */
export const schemaObjects = async () =>
  (
    await env.DB.prepare(`SELECT type, name, tbl_name FROM sqlite_master WHERE tbl_name IN (${TABLES.map(() => "?").join(", ")}) ORDER BY type, name`)
      .bind(...TABLES)
      .all<{ type: string; name: string; tbl_name: string }>()
  ).results;

/** The tables and indexes are those of `before` (schemaObjects) and the index `added`. */
export async function expectIndexAdded(before: Awaited<ReturnType<typeof schemaObjects>>, added: string) {
  const after = await schemaObjects();
  expect(after.filter((o) => o.name !== added)).toEqual(before);
  expect(after.map((o) => o.name)).toContain(added);
}

/** The four tables as 0041 and 0081 made them: children dropped first (dropping them cascades nowhere). */
export async function restoreOriginalTables() {
  await run(["DROP TABLE messages", "DROP TABLE conversation_participants", "DROP TABLE profile_replies", "DROP TABLE conversations"]);
  await run([...queriesOf("0041_").filter((q) => !/^\s*ALTER TABLE users/i.test(q.replace(/^(\s*--[^\n]*\n)*/, ""))), ...queriesOf("0081_")]);
}

/** The children point at the rebuilt `conversations`, nothing points nowhere, no `_new` table is left. */
export async function expectReferencesRebuilt() {
  for (const table of ["messages", "conversation_participants", "profile_replies"]) {
    const fks = (await env.DB.prepare(`SELECT "table" AS target FROM pragma_foreign_key_list(?)`).bind(table).all<{ target: string }>()).results;
    expect(fks.map((f) => f.target)).toContain("conversations");
    expect(fks.map((f) => f.target)).not.toContain("conversations_new");
  }
  expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
  expect((await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name LIKE '%\\_new' ESCAPE '\\'").first<{ n: number }>())!.n).toBe(0);
}

/**
 * The cascades still work on the rebuilt tables: deleting `conversationId` takes its messages and
 * participants, and empties profile reply `replyId`'s reference. `left`: the messages and
 * participants of the other conversations.
 */
export async function expectCascades(conversationId: number, replyId: number, left: { messages: number; participants: number }) {
  await env.DB.prepare("DELETE FROM conversations WHERE id = ?").bind(conversationId).run();
  expect(await dump("messages", "id")).toHaveLength(left.messages);
  expect(await dump("conversation_participants", "conversation_id")).toHaveLength(left.participants);
  expect((await env.DB.prepare("SELECT conversation_id FROM profile_replies WHERE id = ?").bind(replyId).first())!.conversation_id).toBeNull();
}
