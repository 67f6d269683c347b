import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGE_BODY_MAX } from "@contract/conversations";
import { SHIFT_MESSAGES_PER_HOUR } from "@contract/shifts/messages";
import { barShift, lastMailTo, seedOrganizations, write } from "../../../test/activity-fixtures";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";

// "Message everyone of a shift" and the roster's conversation with one volunteer (docs/shifts-and-hours.md).
beforeEach(() => seedOrganizations(env.DB));

async function fullShift() {
  const { activityId, shiftId } = await barShift(3);
  const signUp = (actor: ActorName) => write(actor, "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId });
  const guest = (name: string) =>
    write("anonymous", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId, name, email: `${name.toLowerCase()}@example.org` });
  const vera = await expectDocument(await signUp("volunteer"), 201);
  await expectDocument(await signUp("otherOrgAdmin"), 201);
  // Ida confirms her address and takes the last place; Jan never follows his link.
  await expectDocument(await guest("Ida"), 201);
  await expectDocument(
    await write("anonymous", "POST", "/api/v1/shift_sign_up_confirmations", "shift_sign_up_confirmations", {
      token: (await lastMailTo("ida@example.org")).token,
    }),
    200,
  );
  await expectDocument(await guest("Jan"), 201);
  // The shift is full: the staff member waits.
  expect((await expectDocument(await signUp("staff"), 201)).data.attributes.status).toBe("waiting");
  return { activityId, shiftId, veraSignUp: vera.data.id as string };
}

const send = (actor: ActorName, attributes: Record<string, unknown>) => write(actor, "POST", "/api/v1/shift_messages", "shift_messages", attributes);

const shiftConversations = async (actor: ActorName) =>
  ((await expectDocument(await apiFetch("/api/v1/conversations", await as(actor)), 200)).data as Doc[]).filter((c) => c.attributes.subject_type === "Shift");

const counted = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("a message to everyone of a shift", () => {
  it("reaches each account holding a place in its conversation about the shift and each confirmed guest by mail, not the waiting list nor an unconfirmed guest", async () => {
    const { activityId, shiftId } = await fullShift();
    const sent = await expectDocument(await send("orgAdmin", { shift_id: shiftId, body: "Neem handschoenen mee." }), 201);
    expect(sent.data).toMatchObject({ type: "shift_messages", attributes: { shift_id: shiftId, volunteers: 2, guests: 1 } });

    const [vera] = await shiftConversations("volunteer");
    expect(vera!.attributes).toMatchObject({ kind: "volunteer_organization", subject_id: shiftId, unread_count: 1, side: "volunteer" });
    expect(vera!.attributes.topic).toContain("– Bar (2027-06-05 10:00)");
    const messages = await expectDocument(await apiFetch(`/api/v1/conversations/${vera!.id}/messages`, await as("volunteer")), 200);
    expect(messages.data.map((m: Doc) => m.attributes.body)).toEqual(["Neem handschoenen mee."]);
    expect(await shiftConversations("otherOrgAdmin")).toHaveLength(1);
    expect(await shiftConversations("staff")).toHaveLength(0);

    const ida = await lastMailTo("ida@example.org");
    expect(ida.kind).toBe("shift_message");
    expect(ida.text).toContain("Neem handschoenen mee.");
    expect(ida.text).toContain("– Bar");
    expect((await lastMailTo("jan@example.org")).kind).toBe("activity_confirm");

    // The roster links each account to its conversation; a guest has none.
    const roster = await expectDocument(await apiFetch(`/api/v1/activities/${activityId}/roster`, await as("orgAdmin")), 200);
    const people = roster.data[0].attributes.volunteers as { name: string; conversation_id: string | null }[];
    expect(people.find((p) => p.name === "Vera Vos")!.conversation_id).toBe(vera!.id);
    expect(people.find((p) => p.name === "Ida")!.conversation_id).toBeNull();

    // A second message goes into the same conversation; the hour's limit then answers 429, writing nothing.
    for (let i = 1; i < SHIFT_MESSAGES_PER_HOUR; i++) await expectDocument(await send("orgAdmin", { shift_id: shiftId, body: `Bericht ${i}` }), 201);
    const again = await shiftConversations("volunteer");
    expect(again.map((c) => [c.id, c.attributes.messages_count])).toEqual([[vera!.id, SHIFT_MESSAGES_PER_HOUR]]);
    const messagesBefore = await counted("messages");
    const limited = await send("orgAdmin", { shift_id: shiftId, body: "Nog een" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await counted("messages")).toBe(messagesBefore);
    expect(await counted("shift_messages")).toBe(SHIFT_MESSAGES_PER_HOUR);
  });

  it("does not write to the sender holding a place in their own shift", async () => {
    const { shiftId } = await barShift(2);
    await expectDocument(await write("orgAdmin", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId }), 201);
    const sent = await expectDocument(await send("orgAdmin", { shift_id: shiftId, body: "Hallo" }), 201);
    expect(sent.data.attributes).toMatchObject({ volunteers: 0, guests: 0 });
    expect(await counted("conversations")).toBe(0);
  });

  it("refuses bad input, a shift one cannot see and those who do not speak for its activity or vacancy, writing nothing", async () => {
    const { shiftId } = await fullShift();
    const status = async (actor: ActorName, attributes: Record<string, unknown>) => (await send(actor, attributes)).status;
    expect(await status("orgAdmin", { shift_id: shiftId, body: "  " })).toBe(422);
    expect(await status("orgAdmin", { shift_id: shiftId, body: "x".repeat(MESSAGE_BODY_MAX + 1) })).toBe(422);
    expect(await status("orgAdmin", { shift_id: shiftId })).toBe(422);
    expect(await status("orgAdmin", { shift_id: "999999", body: "Hallo" })).toBe(422);
    expect(await status("otherTenant", { shift_id: shiftId, body: "Hallo" })).toBe(422);
    expect(await status("volunteer", { shift_id: shiftId, body: "Hallo" })).toBe(403);
    // The centre's staff manage the club's roster but do not speak for the club.
    expect(await status("staff", { shift_id: shiftId, body: "Hallo" })).toBe(403);
    expect(await status("anonymous", { shift_id: shiftId, body: "Hallo" })).toBe(401);
    expect((await apiFetch("/api/v1/shift_messages", await as("orgAdmin"))).status).toBe(405);
    expect([await counted("shift_messages"), await counted("messages"), await counted("conversations")]).toEqual([0, 0, 0]);
  });
});

describe("a conversation about one volunteer's shift", () => {
  it("is opened from the roster by the organization or by the volunteer, continued after, and refused for a guest and strangers", async () => {
    const { shiftId, veraSignUp } = await fullShift();
    const start = (actor: ActorName, attributes: Record<string, unknown>) => write(actor, "POST", "/api/v1/conversations", "conversations", attributes);
    const opened = await expectDocument(await start("orgAdmin", { shift_sign_up_id: veraSignUp, body: "Kun je een uur eerder?" }), 201);
    expect(opened.data.attributes).toMatchObject({ subject_type: "Shift", subject_id: shiftId, side: "organization", volunteer_name: "Vera Vos" });
    const answered = await expectDocument(await start("volunteer", { shift_sign_up_id: veraSignUp, body: "Ja hoor." }), 201);
    expect(answered.data.id).toBe(opened.data.id);
    expect(answered.data.attributes.messages_count).toBe(2);
    const ida = (await env.DB.prepare("SELECT id FROM shift_sign_ups WHERE email = 'ida@example.org'").first<{ id: number }>())!.id;
    expect((await start("orgAdmin", { shift_sign_up_id: String(ida), body: "Hallo" })).status).toBe(422);
    expect((await start("otherOrgAdmin", { shift_sign_up_id: veraSignUp, body: "Hallo" })).status).toBe(422);
    expect((await start("staff", { shift_sign_up_id: veraSignUp, body: "Hallo" })).status).toBe(403);
    expect((await start("otherTenant", { shift_sign_up_id: veraSignUp, body: "Hallo" })).status).toBe(422);
    expect(await counted("messages")).toBe(2);
  });
});
