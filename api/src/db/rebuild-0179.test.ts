// Migration 0179 rebuilds `conversations` (and, as 0137 did, the three tables that point at it)
// so a conversation may be about a shift. This puts the four tables back as 0137 left them, fills
// them (a closed conversation too), runs 0179 as D1 runs a migration (one batch) and checks that
// every row, reference, index and cascade is still there.
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

const insertConversation = (values: string) =>
  env.DB.prepare(
    `INSERT INTO conversations (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic) VALUES ${values}`,
  ).run();

beforeEach(async () => {
  await seedAccounts(env.DB);
  // The tables as 0137 left them: made as 0041 and 0081 did, then 0137 run over them.
  await restoreOriginalTables();
  await run(queriesOf("0137_"));
});

describe("migration 0179 (conversations about a shift)", () => {
  it("keeps every conversation, message, participant and profile reply, with their ids, references, indexes and cascades", async () => {
    const before = await schemaObjects();
    await run([
      `INSERT INTO conversations (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic,
         blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at, closed_at, created_at, updated_at)
       VALUES (9001, '${TENANT_A}', 'volunteer_organization', ${CENTER.A1}, ${ORG.CLUB}, ${USER.VOLUNTEER}, 'Vacancy', 77, 'Barista',
         'volunteer', ${USER.VOLUNTEER}, '2026-01-02T00:00:00.000Z', ${USER.VOLUNTEER}, 'rude', 2, '2026-01-01T10:00:00.000Z', NULL,
         '2026-01-01T09:00:00.000Z', '2026-01-01T10:00:00.000Z'),
         (9002, '${TENANT_A}', 'volunteer_center', ${CENTER.A1}, NULL, ${USER.VOLUNTEER}, 'HelpRequest', 5, 'Boodschappen', NULL, NULL, NULL,
         NULL, NULL, 1, '2026-01-03T10:00:00.000Z', '2026-01-04T10:00:00.000Z', '2026-01-03T09:00:00.000Z', '2026-01-04T10:00:00.000Z')`,
      `INSERT INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at) VALUES
         (9101, '${TENANT_A}', 9001, ${USER.VOLUNTEER}, 'volunteer', 'Hallo', '2026-01-01T09:00:00.000Z'),
         (9102, '${TENANT_A}', 9001, ${USER.ADMIN}, 'organization', 'Dag', '2026-01-01T10:00:00.000Z'),
         (9103, '${TENANT_A}', 9002, ${USER.STAFF}, 'center', 'Gekoppeld', '2026-01-03T10:00:00.000Z')`,
      `INSERT INTO conversation_participants (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id,
         last_message_at, archived, mailed_at, mail_pending, created_at) VALUES
         ('${TENANT_A}', 9001, ${USER.VOLUNTEER}, 'volunteer', 1, 9101, '2026-01-01T10:00:00.000Z', 1, '2026-01-01T10:00:00.000Z', 1, '2026-01-01T09:00:00.000Z'),
         ('${TENANT_A}', 9001, ${USER.ADMIN}, 'organization', 0, 9102, '2026-01-01T10:00:00.000Z', 0, NULL, 0, '2026-01-01T09:00:00.000Z'),
         ('${TENANT_A}', 9002, ${USER.STAFF}, 'center', 0, 9103, '2026-01-03T10:00:00.000Z', 0, NULL, 0, '2026-01-03T09:00:00.000Z')`,
      `INSERT INTO profile_replies (id, tenant_id, organization_id, volunteer_id, sender_id, vacancy_id, message, status, conversation_id,
         answered_at, created_at, updated_at) VALUES
         (9201, '${TENANT_A}', ${ORG.CLUB}, ${USER.VOLUNTEER}, ${USER.ADMIN}, NULL, 'Kom je?', 'accepted', 9001, '2026-01-01T08:00:00.000Z',
         '2026-01-01T07:00:00.000Z', '2026-01-01T08:00:00.000Z')`,
    ]);
    const rows = await rowsOfTables();

    await run(queriesOf("0179_"));

    expect(await rowsOfTables()).toEqual(rows);
    expect(rows.conversations[1]!.closed_at).toBe("2026-01-04T10:00:00.000Z");
    await expectReferencesRebuilt();
    // Every index of 0041, 0081 and 0137, plus one conversation per shift and volunteer.
    await expectIndexAdded(before, "conversations_shift");

    await expectCascades(9001, 9201, { messages: 1, participants: 1 });
  });

  it("accepts a conversation about a shift, one per shift and volunteer, and still refuses an unknown subject", async () => {
    const shift = (id: number, volunteer: number, shiftId: number) =>
      `(${id}, '${TENANT_A}', 'volunteer_organization', ${CENTER.A1}, ${ORG.CLUB}, ${volunteer}, 'Shift', ${shiftId}, 'Bar')`;
    await expect(insertConversation(shift(9003, USER.VOLUNTEER, 5))).rejects.toThrow(/constraint/i);
    await run(queriesOf("0179_"));
    await insertConversation(shift(9003, USER.VOLUNTEER, 5));
    await insertConversation(shift(9004, USER.ADMIN, 5));
    await insertConversation(shift(9005, USER.VOLUNTEER, 6));
    await expect(insertConversation(shift(9006, USER.VOLUNTEER, 5))).rejects.toThrow(/constraint/i);
    await expect(
      insertConversation(`(9007, '${TENANT_A}', 'volunteer_organization', ${CENTER.A1}, ${ORG.CLUB}, ${USER.VOLUNTEER}, 'Activity', 5, 'x')`),
    ).rejects.toThrow(/constraint/i);
  });
});
