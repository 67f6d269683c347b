import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { issueTestToken } from "../../../test/auth";
import { EMAILS, TENANT, WORLD, seedWorld } from "../../../test/authorization-world";
import { type Doc, JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";
import { sendPendingMessageMails } from "./message-mail";

const PATH = "/api/v1/conversations";
type Who = "volunteer" | "adminA" | "adminB" | "staffA" | "staffB" | "superX" | "userY";

async function call(who: Who, method: string, path: string, body?: unknown) {
  const tenant = who === "userY" ? TENANT.Y : TENANT.X;
  const headers = await issueTestToken(WORLD[who], EMAILS[who], { tenant });
  return apiFetch(path, {
    tenant,
    method,
    headers: { ...headers, ...(body !== undefined && { "Content-Type": JSON_API }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const start = (who: Who, attributes: Record<string, unknown>) => call(who, "POST", PATH, { data: { type: "conversations", attributes } });
const send = (who: Who, id: string, body: string) => call(who, "POST", `${PATH}/${id}/messages`, { data: { type: "messages", attributes: { body } } });
const patch = (who: Who, id: string, attributes: Record<string, unknown>) =>
  call(who, "PATCH", `${PATH}/${id}`, { data: { type: "conversations", id, attributes } });

const participant = (conversation: string, userId: number) =>
  env.DB.prepare("SELECT unread_count, archived, mailed_at, mail_pending FROM conversation_participants WHERE conversation_id = ? AND user_id = ?")
    .bind(Number(conversation), userId)
    .first<Doc>();
const outbox = (to: string) =>
  env.DB.prepare("SELECT kind, subject, text_body FROM outbox_messages WHERE to_address = ? AND kind = 'message_new' ORDER BY id").bind(to).all<Doc>();
const notifications = (userId: number) =>
  env.DB.prepare("SELECT kind, params, path, read_at FROM notifications WHERE user_id = ? AND kind = 'message_received' ORDER BY id").bind(userId).all<Doc>();

beforeEach(async () => {
  await seedWorld(env.DB);
  // The world's own conversations (the matrix's) are left out: these tests count from none.
  await env.DB.batch(
    ["notifications", "outbox_messages", "conversation_participants", "messages", "conversations"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});

describe("a volunteer's question about a vacancy", () => {
  it("reaches the organization's admins with an unread count, a notification and one mail; the answer comes back", async () => {
    const created = await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Is er parkeerplaats?" }), 201);
    const id = created.data.id;
    expect(created.data.attributes).toMatchObject({
      kind: "volunteer_organization",
      topic: "Vacancy B",
      subject_type: "Vacancy",
      organization_name: "Organization B",
      volunteer_name: "Vera volunteer",
      side: "volunteer",
      unread_count: 0,
      can_post: true,
      messages_count: 1,
    });
    // Names only, never an address.
    expect(JSON.stringify(created)).not.toContain("@");
    const list = await expectDocument(await call("adminB", "GET", PATH), 200);
    expect(list.meta).toEqual({ total: 1, unread_count: 1 });
    expect(list.data[0].attributes).toMatchObject({ side: "organization", unread_count: 1, volunteer_name: "Vera volunteer" });
    expect(JSON.stringify(list)).not.toContain(EMAILS.volunteer);
    expect((await notifications(WORLD.adminB)).results).toEqual([
      expect.objectContaining({ path: `/conversations/${id}`, params: JSON.stringify({ sender: "Vera volunteer", topic: "Vacancy B" }) }),
    ]);
    const mails = (await outbox(EMAILS.adminB)).results;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Nieuw bericht van Vera volunteer over Vacancy B");
    expect(mails[0].text_body).not.toContain("Is er parkeerplaats?");
    expect(mails[0].text_body).not.toContain(EMAILS.volunteer);

    // A second message within the quarter hour: unread 2, still one notification and one mail.
    const second = await send("volunteer", id, "En een fietsenstalling?");
    const message = await expectDocument(second, 201);
    // Its Location is a page of the conversation that holds exactly this message.
    const there = await expectDocument(
      await call("volunteer", "GET", new URL(second.headers.get("Location")!).pathname + new URL(second.headers.get("Location")!).search),
      200,
    );
    expect(there.data.map((m: Doc) => m.id)).toEqual([message.data.id]);
    expect(await participant(id, WORLD.adminB)).toMatchObject({ unread_count: 2, mail_pending: 1 });
    expect((await notifications(WORLD.adminB)).results).toHaveLength(1);
    expect((await outbox(EMAILS.adminB)).results).toHaveLength(1);

    // The admin reads (unread and notification gone, no mail waiting) and answers.
    const read = await expectDocument(await patch("adminB", id, { read: true }), 200);
    expect(read.data.attributes.unread_count).toBe(0);
    expect(await participant(id, WORLD.adminB)).toMatchObject({ unread_count: 0, mail_pending: 0 });
    expect((await notifications(WORLD.adminB)).results[0].read_at).not.toBeNull();
    const answer = await expectDocument(await send("adminB", id, "Ja, achter het gebouw."), 201);
    expect(answer.data.attributes).toMatchObject({ side: "organization", sender_name: "Bert", mine: true });
    expect((await expectDocument(await call("volunteer", "GET", PATH), 200)).meta.unread_count).toBe(1);
    expect((await notifications(WORLD.volunteer)).results).toEqual([
      expect.objectContaining({ params: JSON.stringify({ sender: "Organization B", topic: "Vacancy B" }) }),
    ]);
    expect((await outbox(EMAILS.volunteer)).results).toHaveLength(1);
  });

  it("continues the same conversation for a second question, and refuses one's own organization or a draft", async () => {
    const first = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Een" }), 201)).data.id;
    const second = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Twee" }), 201)).data.id;
    expect(second).toBe(first);
    await expectError(await start("adminA", { vacancy_id: String(WORLD.vacancyA), body: "Hallo" }), 422);
    await expectError(await start("volunteer", { vacancy_id: String(WORLD.vacancyADraft), body: "Hallo" }), 422);
    await expectError(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "  " }), 422);
    await expectError(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), organization_id: String(WORLD.orgB), body: "x" }), 422);
  });
});

describe("messages", () => {
  it("are paged newest first by id: older ones before an id, new ones after it", async () => {
    const id = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "m0" }), 201)).data.id;
    for (let i = 1; i < 5; i++) await expectDocument(await send(i % 2 ? "adminB" : "volunteer", id, `m${i}`), 201);
    const page = await expectDocument(await call("volunteer", "GET", `${PATH}/${id}/messages?page[size]=2`), 200);
    expect(page.data.map((m: Doc) => m.attributes.body)).toEqual(["m4", "m3"]);
    expect(page.meta.older).toBe(true);
    const older = await expectDocument(await call("volunteer", "GET", `${PATH}/${id}/messages?page[size]=2&filter[before_id]=${page.data[1].id}`), 200);
    expect(older.data.map((m: Doc) => m.attributes.body)).toEqual(["m2", "m1"]);
    const after = await expectDocument(await call("volunteer", "GET", `${PATH}/${id}/messages?filter[after_id]=${older.data[0].id}`), 200);
    expect(after.data.map((m: Doc) => m.attributes.body)).toEqual(["m4", "m3"]);
    expect(after.data[0].attributes).toMatchObject({ side: "volunteer", mine: true, sender_name: "Vera" });
    expect(JSON.stringify([page, older, after])).not.toMatch(/@x\.example\.org/);
  });
});

describe("archive, block and report", () => {
  it("archives for oneself, and a new message brings it back", async () => {
    const id = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Hallo" }), 201)).data.id;
    await expectDocument(await patch("volunteer", id, { archived: true }), 200);
    expect((await expectDocument(await call("volunteer", "GET", PATH), 200)).meta.total).toBe(0);
    expect((await expectDocument(await call("volunteer", "GET", `${PATH}?filter[archived]=true`), 200)).meta.total).toBe(1);
    expect((await expectDocument(await call("adminB", "GET", PATH), 200)).meta.total).toBe(1);
    await expectDocument(await send("adminB", id, "Nog een vraag?"), 201);
    expect((await expectDocument(await call("volunteer", "GET", PATH), 200)).meta.total).toBe(1);
  });

  it("a block stops both sides until the blocking side lifts it", async () => {
    const id = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Hallo" }), 201)).data.id;
    const blocked = await expectDocument(await patch("adminB", id, { blocked: true }), 200);
    expect(blocked.data.attributes).toMatchObject({ blocked: true, blocked_by_me: true, can_post: false });
    await expectError(await send("volunteer", id, "Hallo?"), 403);
    await expectError(await send("adminB", id, "Hallo?"), 403);
    await expectError(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Toch?" }), 403);
    await expectError(await patch("volunteer", id, { blocked: false }), 403);
    await expectDocument(await patch("adminB", id, { blocked: false }), 200);
    await expectDocument(await send("volunteer", id, "Dank je"), 201);
  });

  it("the centre's staff read a conversation only after it is reported, and never write in it", async () => {
    const id = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Hallo" }), 201)).data.id;
    await expectError(await call("staffB", "GET", `${PATH}/${id}`), 404);
    await expectError(await call("staffB", "GET", `${PATH}/${id}/messages`), 404);
    expect((await expectDocument(await call("staffB", "GET", `${PATH}?filter[reported]=true`), 200)).meta.total).toBe(0);
    await expectDocument(await patch("volunteer", id, { reported: true, report_reason: "Vreemde vragen" }), 200);
    const seen = await expectDocument(await call("staffB", "GET", `${PATH}/${id}`), 200);
    expect(seen.data.attributes).toMatchObject({ side: null, reported: true, can_post: false });
    expect((await expectDocument(await call("staffB", "GET", `${PATH}/${id}/messages`), 200)).data).toHaveLength(1);
    expect((await expectDocument(await call("staffB", "GET", `${PATH}?filter[reported]=true`), 200)).meta.total).toBe(1);
    await expectError(await send("staffB", id, "Hier is de centrale"), 403);
    await expectError(await patch("staffB", id, { archived: true }), 403);
    // Another centre's staff still see nothing.
    await expectError(await call("staffA", "GET", `${PATH}/${id}`), 404);
  });
});

describe("an organization and its centre", () => {
  it("staff and the organization's admins talk; a reason alone or a report of it is refused", async () => {
    const created = await expectDocument(await start("adminA", { organization_id: String(WORLD.orgA), body: "Kunnen we langskomen?" }), 201);
    const id = created.data.id;
    expect(created.data.attributes).toMatchObject({ kind: "organization_center", side: "organization", volunteer_name: null });
    expect((await expectDocument(await call("staffA", "GET", PATH), 200)).meta.unread_count).toBe(1);
    await expectDocument(await send("staffA", id, "Natuurlijk"), 201);
    await expectError(await call("staffB", "GET", `${PATH}/${id}`), 404);
    await expectError(await start("adminB", { organization_id: String(WORLD.orgA), body: "x" }), 403);
    await expectError(await patch("adminA", id, { reported: true }), 422);
    await expectError(await patch("adminA", id, { report_reason: "x" }), 422);
  });
});

describe("mail for new messages", () => {
  it("waits for the quarter hour, then one mail tells the unread count; switched off, none", async () => {
    const id = (await expectDocument(await start("volunteer", { vacancy_id: String(WORLD.vacancyB), body: "Een" }), 201)).data.id;
    await expectDocument(await send("volunteer", id, "Twee"), 201);
    expect((await outbox(EMAILS.adminB)).results).toHaveLength(1);
    // Within the quarter hour the run sends nothing; after it, one mail with both unread.
    expect(await sendPendingMessageMails(env, new Date(Date.now() + 60_000))).toBe(0);
    expect(await sendPendingMessageMails(env, new Date(Date.now() + 16 * 60_000))).toBe(1);
    const mails = (await outbox(EMAILS.adminB)).results;
    expect(mails).toHaveLength(2);
    expect(mails[1].text_body).toContain("2 ongelezen berichten");
    expect(await sendPendingMessageMails(env, new Date(Date.now() + 32 * 60_000))).toBe(0);

    // The volunteer switches the mail off: the answer is still unread, but mailed to nobody.
    const off = await expectDocument(
      await call("volunteer", "PATCH", "/api/v1/message_mail_preference", {
        data: { type: "message_mail_preferences", id: String(WORLD.volunteer), attributes: { message_mail: false } },
      }),
      200,
    );
    expect(off.data.attributes).toEqual({ message_mail: false });
    expect((await expectDocument(await call("volunteer", "GET", "/api/v1/message_mail_preference"), 200)).data.attributes.message_mail).toBe(false);
    await expectDocument(await send("adminB", id, "Antwoord"), 201);
    expect((await outbox(EMAILS.volunteer)).results).toHaveLength(0);
    expect(await participant(id, WORLD.volunteer)).toMatchObject({ unread_count: 1, mail_pending: 0 });
    await expectError(
      await call("volunteer", "PATCH", "/api/v1/message_mail_preference", {
        data: { type: "message_mail_preferences", id: String(WORLD.volunteer), attributes: { message_mail: "nee" } },
      }),
      422,
    );
  });
});
