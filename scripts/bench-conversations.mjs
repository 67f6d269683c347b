// `npm run bench:conversations` (also part of `npm run bench`): the inbox and the unread count for
// a person with 10,000 messages in 500 conversations (issue 22). Seeds a fresh local D1
// (migrations, demo data, then 500 conversations of the demo volunteer with the demo
// organization, 20 messages each, a quarter of them with unread messages), serves the api worker
// alone, signs in as each side and prints p50/p95/p99 and D1 rows read per request.
// Usage: node scripts/bench-conversations.mjs [--conversations 500] [--messages 20] [--runs 100] [--port 8798]
import { benchApi, benchOptions, execute } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { option } from "./lib.mjs";

const conversations = Number(option("conversations", "500"));
const perConversation = Number(option("messages", "20"));
const { runs, port, persistTo } = benchOptions("conversations", "8798");

// Demo rows (api/seeds/demo.sql): user 1 is the volunteer Vera, user 2 the admin of
// organization 1 in centre 1. Ids from 100001 keep clear of the demo's own conversations.
const FIRST = 100_000;
const numbers = (n) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
const at = (minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (${minutes}) || ' minutes')`;
const unread = "CASE WHEN i % 4 = 0 THEN 2 ELSE 0 END";

const SEED = [
  `${numbers(conversations)} INSERT INTO conversations
     (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic, messages_count, last_message_at, created_at)
   SELECT ${FIRST} + i, 'demo', 'volunteer_organization', 1, 1, 1, 'Vacancy', 1, 'Vraag ' || i, ${perConversation},
     ${at(`i * 60 + ${perConversation}`)}, ${at("i * 60")} FROM n`,
  // Messages alternate between the two sides; message k of conversation i at minute i*60 + k.
  `${numbers(conversations * perConversation)} INSERT INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at)
   SELECT ${FIRST} + i, 'demo', ${FIRST} + 1 + (i - 1) / ${perConversation},
     CASE WHEN i % 2 = 0 THEN 1 ELSE 2 END, CASE WHEN i % 2 = 0 THEN 'volunteer' ELSE 'organization' END,
     'Bericht ' || i || ': een vraag of een antwoord van een paar zinnen, zoals in een echt gesprek.',
     ${at(`(1 + (i - 1) / ${perConversation}) * 60 + (i - 1) % ${perConversation} + 1`)} FROM n`,
  `${numbers(conversations)} INSERT INTO conversation_participants
     (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id, last_message_at)
   SELECT 'demo', ${FIRST} + i, u.id, u.side, CASE WHEN u.id = 1 THEN ${unread} ELSE 0 END,
     ${FIRST} + i * ${perConversation} - CASE WHEN u.id = 1 THEN ${unread} ELSE 0 END, ${at(`i * 60 + ${perConversation}`)}
   FROM n, (SELECT 1 AS id, 'volunteer' AS side UNION ALL SELECT 2, 'organization') u`,
];

const last = FIRST + conversations;
const REQUESTS = [
  ["inbox, page 1 (20, with unread count)", "/api/v1/conversations"],
  ["inbox, last page", `/api/v1/conversations?page[number]=${Math.ceil((conversations + 1) / 20)}`],
  ["unread count (a page of 1)", "/api/v1/conversations?page[size]=1"],
  ["archived (none)", "/api/v1/conversations?filter[archived]=true"],
  ["one conversation", `/api/v1/conversations/${last}`],
  ["its newest 20 messages", `/api/v1/conversations/${last}/messages`],
  ["the bell (newest 5 notifications)", "/api/v1/notifications?page[size]=5"],
];

const seeding = performance.now();
await prepareDatabase(persistTo, { fresh: true });
for (const statement of SEED) await execute(persistTo, statement);
await execute(persistTo, "ANALYZE");
console.log(
  `seeded ${conversations} conversations with ${conversations * perConversation} messages for the demo volunteer and ` +
    `organization admin in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

await benchApi(persistTo, port, async (api) => {
  for (const [who, email] of [
    ["the volunteer (125 conversations with unread messages)", "vrijwilliger@demo.example.org"],
    ["the organization's admin (all read)", "beheerder@demo.example.org"],
  ]) {
    await api.signIn(email);
    await api.measureAll(`\nsigned in as ${who}`, REQUESTS, runs);
  }
  console.log("rows total: every statement of the request (X-D1-Rows-Read-Total): tenant, token, roles, the queries");
  console.log("results: meta.total where the answer has one (the person's conversations), else the documents sent");
});
