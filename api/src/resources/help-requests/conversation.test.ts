import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../../test/account-fixtures";
import { lastMailTo } from "../../../test/activity-fixtures";
import { fetchWithVars, issueTestToken } from "../../../test/auth";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { type Doc, JSON_API, expectDocument, expectError } from "../../../test/request";

// A match continues as a conversation between the matched volunteer and the centre's staff
// (docs/one-on-one-help.md "The conversation"); tenant A is the one-on-one-help tenant here.
const ON = { NEIGHBOUR_HELP_TENANT: TENANT_A };
const USER_OF = {
  staff: [USER.STAFF, EMAIL.STAFF],
  volunteer: [USER.VOLUNTEER, EMAIL.VOLUNTEER],
  other: [USER.ADMIN, EMAIL.ADMIN],
  superAdmin: [USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN],
} as const;
type Who = "anonymous" | keyof typeof USER_OF;

async function send(who: Who, method: string, path: string, body?: unknown) {
  const credentials = who === "anonymous" ? {} : await issueTestToken(USER_OF[who][0], USER_OF[who][1]);
  return fetchWithVars(ON, path, {
    method,
    headers: { ...credentials, "Volunteer-Center-Id": String(CENTER.A1), ...(body === undefined ? {} : { "Content-Type": JSON_API }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const WHAT = "Boodschappen doen, ik kan niet meer goed lopen";

async function openRequest() {
  const email = `riet-${crypto.randomUUID()}@example.org`;
  const attributes = { name: "Riet Jansen", email, phone: "06 12345678", what: WHAT, how_often: "weekly", area: "Donderberg" };
  const asked = await expectDocument(await send("anonymous", "POST", "/api/v1/help_requests", { data: { type: "help_requests", attributes } }), 201);
  const token = (await lastMailTo(email)).token!;
  await expectDocument(
    await send("anonymous", "POST", "/api/v1/help_request_confirmations", { data: { type: "help_request_confirmations", attributes: { token } } }),
    200,
  );
  return asked.data.id as string;
}

const offer = (who: Who, id: string) => send(who, "POST", "/api/v1/help_offers", { data: { type: "help_offers", attributes: { help_request_id: id } } });
const patchRequest = (id: string, attributes: Record<string, unknown>) =>
  send("staff", "PATCH", `/api/v1/help_requests/${id}`, { data: { type: "help_requests", id, attributes } });
const conversation = (who: Who, id: string) => send(who, "GET", `/api/v1/conversations/${id}`);
const post = (who: Who, id: string, body: string) =>
  send(who, "POST", `/api/v1/conversations/${id}/messages`, { data: { type: "messages", attributes: { body } } });
const messages = async (who: Who, id: string) => (await expectDocument(await send(who, "GET", `/api/v1/conversations/${id}/messages`), 200)).data as Doc[];
const inbox = async (who: Who) => (await expectDocument(await send(who, "GET", "/api/v1/conversations"), 200)).data as Doc[];

beforeEach(() => seedAccounts(env.DB));

describe("a match of one-on-one help", () => {
  it("opens a conversation between the matched volunteer and the centre's staff, which nobody else reads", async () => {
    const id = await openRequest();
    await expectDocument(await offer("volunteer", id), 201);
    await expectDocument(await patchRequest(id, { volunteer_id: String(USER.VOLUNTEER) }), 200);

    // Both sides find it on the request and in their list; it names the request and the centre.
    const staffView = await expectDocument(await send("staff", "GET", `/api/v1/help_requests/${id}`), 200);
    const talk = staffView.data.attributes.conversation_id as string;
    expect(talk).toMatch(/^\d+$/);
    expect((await expectDocument(await send("volunteer", "GET", `/api/v1/help_requests/${id}`), 200)).data.attributes.conversation_id).toBe(talk);
    const [mine] = await inbox("volunteer");
    expect(mine).toMatchObject({ id: talk });
    expect(mine!.attributes).toMatchObject({
      kind: "volunteer_center",
      topic: WHAT,
      subject_type: "HelpRequest",
      subject_id: id,
      organization_id: null,
      organization_name: null,
      volunteer_center_name: "Alpha Centrum",
      volunteer_name: "Vera Vos",
      side: "volunteer",
      unread_count: 1,
      can_post: true,
      closed: false,
      messages_count: 1,
    });
    expect((await inbox("staff")).map((c) => [c.id, c.attributes.side])).toEqual([[talk, "center"]]);
    // The first message: from the staff member who matched, naming the request, in the volunteer's language (nl).
    const [first] = await messages("volunteer", talk);
    expect(first!.attributes).toMatchObject({ side: "center", sender_name: "Stella", mine: false });
    expect(first!.attributes.body).toContain(`Je bent gekoppeld aan de hulpvraag “${WHAT}” (Donderberg)`);
    // The volunteer is told once in the bell (the match), and by mail as of any new message.
    const told = await env.DB.prepare("SELECT kind, path FROM notifications WHERE user_id = ? ORDER BY id").bind(USER.VOLUNTEER).all();
    expect(told.results).toEqual([{ kind: "help_request_matched", path: `/een-op-een-hulp/${id}` }]);
    expect((await lastMailTo(EMAIL.VOLUNTEER)).kind).toBe("message_new");

    // Both sides write; another user of the tenant, and a super admin who is not staff, get a 404.
    await expectDocument(await post("volunteer", talk, "Wanneer kan ik haar bellen?"), 201);
    expect((await expectDocument(await conversation("staff", talk), 200)).data.attributes).toMatchObject({ side: "center", unread_count: 1 });
    await expectDocument(await post("staff", talk, "Vandaag na vijf uur"), 201);
    for (const who of ["other", "superAdmin"] as const) {
      await expectError(await conversation(who, talk), 404);
      await expectError(await post(who, talk, "Ik ook"), 404);
      expect(await inbox(who)).toEqual([]);
    }
    await expectError(await conversation("anonymous", talk), 401);
    // Nothing about the requester's address travels in the conversation's documents.
    expect(JSON.stringify(await messages("staff", talk))).not.toContain("@");
  });

  it("matched to someone else, the earlier volunteer's conversation closes (still read, not written); matched back, it opens again", async () => {
    const id = await openRequest();
    await expectDocument(await offer("volunteer", id), 201);
    await expectDocument(await offer("other", id), 201);
    await expectDocument(await patchRequest(id, { volunteer_id: String(USER.VOLUNTEER) }), 200);
    const first = (await inbox("volunteer"))[0]!.id as string;

    const rematched = await expectDocument(await patchRequest(id, { volunteer_id: String(USER.ADMIN) }), 200);
    const second = rematched.data.attributes.conversation_id as string;
    expect(second).not.toBe(first);
    expect((await inbox("other")).map((c) => c.id)).toEqual([second]);
    const closed = await expectDocument(await conversation("volunteer", first), 200);
    expect(closed.data.attributes).toMatchObject({ closed: true, can_post: false });
    await expectError(await post("volunteer", first, "Hallo?"), 403);
    await expectError(await post("staff", first, "Hallo?"), 403);
    // The earlier volunteer does not read the new one.
    await expectError(await conversation("volunteer", second), 404);

    // Back to the first volunteer: their conversation opens again, with a new first message.
    const back = await expectDocument(await patchRequest(id, { volunteer_id: String(USER.VOLUNTEER) }), 200);
    expect(back.data.attributes.conversation_id).toBe(first);
    expect((await expectDocument(await conversation("volunteer", first), 200)).data.attributes).toMatchObject({
      closed: false,
      can_post: true,
      messages_count: 2,
    });
    expect((await expectDocument(await conversation("other", second), 200)).data.attributes.closed).toBe(true);

    // No one matched (the request open again): closed too; closing the request keeps it open.
    await expectDocument(await patchRequest(id, { status: "closed" }), 200);
    expect((await expectDocument(await conversation("volunteer", first), 200)).data.attributes.closed).toBe(false);
    await expectDocument(await patchRequest(id, { volunteer_id: null }), 200);
    expect((await expectDocument(await conversation("volunteer", first), 200)).data.attributes.closed).toBe(true);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM conversations WHERE subject_type = 'HelpRequest' AND subject_id = ?")
      .bind(Number(id))
      .first<{ n: number }>())!;
    expect(n).toBe(2);
  });
});
