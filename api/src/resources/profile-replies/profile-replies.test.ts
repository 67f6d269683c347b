import { env } from "cloudflare:test";
import { PROFILE_REPLIES_PER_DAY } from "@contract/volunteer-profiles/replies";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG, USER } from "../../../test/account-fixtures";
import { THEME, asUser, saveProfile, seedProfiles } from "../../../test/profile-fixtures";
import { expectDocument, expectError } from "../../../test/request";
import { VACANCY } from "../../../test/vacancy-fixtures";

const PATH = "/api/v1/profile_replies";

beforeEach(async () => {
  await seedProfiles(env.DB);
  await env.DB.batch([env.DB.prepare("DELETE FROM notifications"), env.DB.prepare("DELETE FROM outbox_messages")]);
  await saveProfile({ published: true, introduction: "Ik help graag", tag_ids: [String(THEME.SPORT)] });
});

const reply = (attributes: Record<string, unknown>, userId: number = USER.ADMIN, email: string = EMAIL.ADMIN) =>
  asUser(userId, email, PATH, { method: "POST", body: { data: { type: "profile_replies", attributes } } });
const answer = (id: string, attributes: Record<string, unknown>, userId: number = USER.VOLUNTEER, email: string = EMAIL.VOLUNTEER) =>
  asUser(userId, email, `${PATH}/${id}`, { method: "PATCH", body: { data: { type: "profile_replies", id, attributes } } });
const toVera = { volunteer_id: String(USER.VOLUNTEER), organization_id: String(ORG.CLUB), message: "Kom je bij ons helpen?" };
const notificationsOf = (userId: number) =>
  env.DB.prepare("SELECT kind, path FROM notifications WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all()
    .then((r) => r.results);

describe("/api/v1/profile_replies", () => {
  it("an organization replies with a vacancy; the volunteer accepts and a conversation opens with both messages", async () => {
    const sent = await expectDocument(await reply({ ...toVera, vacancy_id: String(VACANCY.CAFE) }), 201);
    expect(sent.data.attributes).toMatchObject({
      status: "pending",
      organization_name: "Sportclub Alpha",
      volunteer_name: "Vera",
      vacancy_title: "Café medewerker",
    });
    expect(await notificationsOf(USER.VOLUNTEER)).toEqual([{ kind: "profile_reply_received", path: "/profile-replies" }]);

    const received = await expectDocument(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH), 200);
    expect(received.data.map((r: { id: string }) => r.id)).toEqual([sent.data.id]);
    expect(JSON.stringify(received)).not.toContain(EMAIL.ADMIN);
    const bySent = await expectDocument(await asUser(USER.ADMIN, EMAIL.ADMIN, `${PATH}?filter[box]=sent`), 200);
    expect(bySent.data.map((r: { id: string }) => r.id)).toEqual([sent.data.id]);

    const accepted = await expectDocument(await answer(sent.data.id, { status: "accepted", answer: "Graag!" }), 200);
    expect(accepted.data.attributes).toMatchObject({ status: "accepted", conversation_id: expect.any(String) });
    const conversation = accepted.data.attributes.conversation_id;
    const messages = await expectDocument(await asUser(USER.ADMIN, EMAIL.ADMIN, `/api/v1/conversations/${conversation}/messages`), 200);
    expect(messages.data.map((m: { attributes: { body: string; side: string } }) => [m.attributes.side, m.attributes.body])).toEqual([
      ["volunteer", "Graag!"],
      ["organization", "Kom je bij ons helpen?"],
    ]);
    const kinds = (await notificationsOf(USER.ADMIN)).map((n) => (n as { kind: string }).kind);
    expect(kinds).toEqual(expect.arrayContaining(["profile_reply_accepted", "message_received"]));
    // Once answered, it stays answered.
    await expectError(await answer(sent.data.id, { status: "declined" }), 422);
  });

  it("a declined reply tells the organization and opens nothing", async () => {
    const sent = await expectDocument(await reply(toVera), 201);
    const declined = await expectDocument(await answer(sent.data.id, { status: "declined" }), 200);
    expect(declined.data.attributes).toMatchObject({ status: "declined", conversation_id: null });
    expect(await notificationsOf(USER.ADMIN)).toEqual([{ kind: "profile_reply_declined", path: "/profile-replies?box=sent" }]);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM conversations WHERE volunteer_id = ?").bind(USER.VOLUNTEER).first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("is for the organization's admins to send and the volunteer to answer; others get 403 or 404", async () => {
    await expectError(await reply(toVera, USER.STAFF, EMAIL.STAFF), 403);
    await expectError(await reply({ ...toVera, organization_id: String(ORG.NOORD) }), 403);
    const sent = await expectDocument(await reply(toVera), 201);
    await expectError(await answer(sent.data.id, { status: "accepted" }, USER.ADMIN, EMAIL.ADMIN), 403);
    await expectError(await asUser(USER.STAFF, EMAIL.STAFF, `${PATH}/${sent.data.id}`), 404);
    await expectError(
      await asUser(USER.OTHER_CENTER, EMAIL.OTHER_CENTER, `${PATH}/${sent.data.id}`, {
        method: "PATCH",
        body: { data: { type: "profile_replies", id: sent.data.id, attributes: { status: "accepted" } } },
      }),
      404,
    );
  });

  it.each([
    ["an unpublished profile", async () => saveProfile({ published: false }), {}, "/data/attributes/volunteer_id"],
    ["a vacancy of another organization", async () => undefined, { vacancy_id: String(VACANCY.NOORD) }, "/data/attributes/vacancy_id"],
    ["a draft vacancy", async () => undefined, { vacancy_id: String(VACANCY.DRAFT) }, "/data/attributes/vacancy_id"],
    ["an empty message", async () => undefined, { message: " " }, "/data/attributes/message"],
  ])("refuses a reply to %s", async (_, before, change, pointer) => {
    await before();
    const error = await expectError(await reply({ ...toVera, ...change }), 422);
    expect(error.source.pointer).toBe(pointer);
  });

  it("keeps one waiting reply per volunteer, and limits an organization's replies a day", async () => {
    await expectDocument(await reply(toVera), 201);
    expect((await expectError(await reply(toVera), 422)).source.pointer).toBe("/data/attributes/volunteer_id");
    const recent = new Date(Date.now() - 3_600_000).toISOString();
    await env.DB.batch(
      Array.from({ length: PROFILE_REPLIES_PER_DAY }, () =>
        env.DB.prepare(
          "INSERT INTO profile_replies (tenant_id, organization_id, volunteer_id, message, status, created_at) VALUES ('tenant-a', ?, ?, 'x', 'declined', ?)",
        ).bind(ORG.CLUB, USER.STAFF, recent),
      ),
    );
    await saveProfile({ published: true }, USER.STAFF, EMAIL.STAFF);
    const limited = await reply({ ...toVera, volunteer_id: String(USER.STAFF) });
    await expectError(limited, 429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(20 * 3600);
  });

  it("does not exist in the meedoen app context", async () => {
    await expectError(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH, { headers: { "App-Context": "meedoen" } }), 404);
  });
});
