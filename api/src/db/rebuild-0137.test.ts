// Migration 0137 rebuilds `conversations` and the three tables that point at it (D1 enforces
// foreign keys in migrations, and a DROP of a parent cascades). This puts the database back to
// the tables as 0041 and 0081 made them, fills them, runs 0137 as D1 runs a migration (one batch)
// and checks that every row, every reference and every index is still there.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG, USER, seedAccounts } from "../../test/account-fixtures";
import {
  expectCascades,
  expectIndexAdded,
  expectReferencesRebuilt,
  queriesOf,
  restoreOriginalTables,
  rowsOfTables,
  run,
  schemaObjects,
} from "../../test/conversation-rebuild";
import { CENTER, TENANT_A } from "../../test/fixtures";

beforeEach(async () => {
  await seedAccounts(env.DB);
  // The tables as they were before 0137.
  await restoreOriginalTables();
});

describe("migration 0137 (conversations rebuilt for the volunteer ↔ centre kind)", () => {
  it("keeps every conversation, message, participant and profile reply, with their ids and references", async () => {
    const before = await schemaObjects();
    await run([
      `INSERT INTO conversations (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic,
         blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at, created_at, updated_at)
       VALUES (9001, '${TENANT_A}', 'volunteer_organization', ${CENTER.A1}, ${ORG.CLUB}, ${USER.VOLUNTEER}, 'Vacancy', 77, 'Barista',
         'volunteer', ${USER.VOLUNTEER}, '2026-01-02T00:00:00.000Z', ${USER.VOLUNTEER}, 'rude', 2, '2026-01-01T10:00:00.000Z',
         '2026-01-01T09:00:00.000Z', '2026-01-01T10:00:00.000Z'),
         (9002, '${TENANT_A}', 'organization_center', ${CENTER.A1}, ${ORG.CLUB}, NULL, NULL, NULL, 'Club', NULL, NULL, NULL, NULL, NULL,
         1, '2026-01-03T10:00:00.000Z', '2026-01-03T09:00:00.000Z', '2026-01-03T10:00:00.000Z')`,
      `INSERT INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at) VALUES
         (9101, '${TENANT_A}', 9001, ${USER.VOLUNTEER}, 'volunteer', 'Hallo', '2026-01-01T09:00:00.000Z'),
         (9102, '${TENANT_A}', 9001, ${USER.ADMIN}, 'organization', 'Dag', '2026-01-01T10:00:00.000Z'),
         (9103, '${TENANT_A}', 9002, ${USER.STAFF}, 'center', 'Vraag', '2026-01-03T10:00:00.000Z')`,
      `INSERT INTO conversation_participants (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id,
         last_message_at, archived, mailed_at, mail_pending, created_at) VALUES
         ('${TENANT_A}', 9001, ${USER.VOLUNTEER}, 'volunteer', 1, 9101, '2026-01-01T10:00:00.000Z', 1, '2026-01-01T10:00:00.000Z', 1, '2026-01-01T09:00:00.000Z'),
         ('${TENANT_A}', 9001, ${USER.ADMIN}, 'organization', 0, 9102, '2026-01-01T10:00:00.000Z', 0, NULL, 0, '2026-01-01T09:00:00.000Z'),
         ('${TENANT_A}', 9002, ${USER.ADMIN}, 'organization', 1, 0, '2026-01-03T10:00:00.000Z', 0, NULL, 0, '2026-01-03T09:00:00.000Z')`,
      `INSERT INTO profile_replies (id, tenant_id, organization_id, volunteer_id, sender_id, vacancy_id, message, status, conversation_id,
         answered_at, created_at, updated_at) VALUES
         (9201, '${TENANT_A}', ${ORG.CLUB}, ${USER.VOLUNTEER}, ${USER.ADMIN}, NULL, 'Kom je?', 'accepted', 9001, '2026-01-01T08:00:00.000Z',
         '2026-01-01T07:00:00.000Z', '2026-01-01T08:00:00.000Z'),
         (9202, '${TENANT_A}', ${ORG.CLUB}, ${USER.VOLUNTEER}, ${USER.ADMIN}, NULL, 'Nog een', 'pending', NULL, NULL,
         '2026-01-02T07:00:00.000Z', '2026-01-02T07:00:00.000Z')`,
    ]);
    const rows = await rowsOfTables();
    expect(rows.messages).toHaveLength(3);

    await run(queriesOf("0137_"));

    // Every row as it was; conversations gained closed_at (null).
    expect(await rowsOfTables()).toEqual({ ...rows, conversations: rows.conversations.map((r) => ({ ...r, closed_at: null })) });
    await expectReferencesRebuilt();
    // The same indexes as before, plus one conversation per help request and volunteer.
    await expectIndexAdded(before, "conversations_help_request");

    await expectCascades(9001, 9201, { messages: 1, participants: 1 });
  });

  it("accepts a volunteer ↔ centre conversation without an organization, and only with a centre", async () => {
    await run(queriesOf("0137_"));
    await env.DB.prepare(
      `INSERT INTO conversations (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic)
       VALUES (9003, '${TENANT_A}', 'volunteer_center', ${CENTER.A1}, NULL, ${USER.VOLUNTEER}, 'HelpRequest', 5, 'Boodschappen')`,
    ).run();
    const bad = [
      // an organization in a volunteer ↔ centre conversation
      `(9004, '${TENANT_A}', 'volunteer_center', ${CENTER.A1}, ${ORG.CLUB}, ${USER.VOLUNTEER}, 'HelpRequest', 6, 'x')`,
      // no centre
      `(9005, '${TENANT_A}', 'volunteer_center', NULL, NULL, ${USER.VOLUNTEER}, 'HelpRequest', 7, 'x')`,
      // no organization in the older kinds
      `(9006, '${TENANT_A}', 'volunteer_organization', ${CENTER.A1}, NULL, ${USER.VOLUNTEER}, NULL, NULL, 'x')`,
      // a second conversation about the same request with the same volunteer
      `(9007, '${TENANT_A}', 'volunteer_center', ${CENTER.A1}, NULL, ${USER.VOLUNTEER}, 'HelpRequest', 5, 'x')`,
    ];
    for (const values of bad) {
      await expect(
        env.DB.prepare(
          `INSERT INTO conversations (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic) VALUES ${values}`,
        ).run(),
      ).rejects.toThrow(/constraint/i);
    }
  });
});
