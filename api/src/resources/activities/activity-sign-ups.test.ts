import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, guestSignUp, lastMailTo, postToken, seedOrganizations, statuses, write } from "../../../test/activity-fixtures";
import { as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { sendActivityReminders } from "./reminders";

beforeEach(() => seedOrganizations(env.DB));

/** A guest signs up and follows the mailed link; returns the token of that link. */
async function confirmedGuest(activityId: string, name: string) {
  await guestSignUp(activityId, name);
  const mail = await lastMailTo(`${name.toLowerCase()}@example.org`);
  expect(mail.kind).toBe("activity_confirm");
  await expectDocument(await postToken("confirmations", mail.token!), 200);
  return mail.token!;
}

describe("sign-ups: places and the waiting list", () => {
  it("the third of a capacity of two waits; a cancellation moves them up and tells them by mail", async () => {
    const id = await approvedActivity({ capacity: 2 });
    const ann = await confirmedGuest(id, "Ann");
    await confirmedGuest(id, "Bob");
    await confirmedGuest(id, "Cas");
    expect(await statuses(id)).toEqual([
      ["Ann", "confirmed"],
      ["Bob", "confirmed"],
      ["Cas", "waiting"],
    ]);
    expect((await lastMailTo("cas@example.org")).kind).toBe("activity_waiting");
    // The confirmation mail's link cancels, once; the same token then shows the cancelled sign-up.
    const annMail = await lastMailTo("ann@example.org");
    expect(annMail).toMatchObject({ kind: "activity_signed_up", token: ann });
    const cancelled = await expectDocument(await postToken("cancellations", ann), 200);
    expect(cancelled.data.attributes.status).toBe("cancelled");
    expect(await statuses(id)).toEqual([
      ["Ann", "cancelled"],
      ["Bob", "confirmed"],
      ["Cas", "confirmed"],
    ]);
    const moved = await lastMailTo("cas@example.org");
    expect(moved.kind).toBe("activity_moved_up");
    expect(moved.text).toContain("Open dag");
    // A second click changes nothing and moves nobody else.
    await expectDocument(await postToken("cancellations", ann), 200);
    const list = await expectDocument(await apiFetch(`/api/v1/activities/${id}`), 200);
    expect(list.data.attributes).toMatchObject({ confirmed_count: 2, waiting_count: 0 });
  });

  it("sign-ups and confirmations for the last place at the same moment give exactly one place and one mail each", async () => {
    const id = await approvedActivity({ capacity: 1 });
    const guests = ["Ida", "Jan", "Kim", "Lot"];
    for (const name of guests) await guestSignUp(id, name);
    const tokens = await Promise.all(guests.map(async (name) => (await lastMailTo(`${name.toLowerCase()}@example.org`)).token!));
    // Every guest follows the link at once, Ida twice: her second click must not mail again.
    const answers = await Promise.all([...tokens, tokens[0]!].map((token) => postToken("confirmations", token)));
    for (const answer of answers) await expectDocument(answer, 200);
    const after = await statuses(id);
    expect(after.filter(([, status]: string[]) => status === "confirmed")).toHaveLength(1);
    expect(after.filter(([, status]: string[]) => status === "waiting")).toHaveLength(3);
    const mails = await env.DB.prepare(
      "SELECT kind, count(*) AS n FROM outbox_messages WHERE kind IN ('activity_signed_up', 'activity_waiting') AND to_address LIKE '%@example.org' GROUP BY kind ORDER BY kind",
    ).all();
    expect(mails.results).toEqual([
      { kind: "activity_signed_up", n: 1 },
      { kind: "activity_waiting", n: 3 },
    ]);
    // Two signed-in volunteers for a last place at once: one place, one waits.
    const other = await approvedActivity({ capacity: 1 });
    const both = await Promise.all(
      (["volunteer", "otherOrgAdmin"] as const).map((actor) => write(actor, "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: other })),
    );
    const places = await Promise.all(both.map(async (r) => (await expectDocument(r, 201)).data.attributes.status));
    expect(places.sort()).toEqual(["confirmed", "waiting"]);
    // Two cancellations at once free two places: both waiting move up, each mailed once.
    const third = await approvedActivity({ capacity: 2 });
    const held = [];
    for (const name of ["Mia", "Noa", "Olaf", "Piet"]) held.push(await confirmedGuest(third, name));
    await Promise.all([postToken("cancellations", held[0]!), postToken("cancellations", held[1]!), postToken("cancellations", held[0]!)]);
    expect(await statuses(third)).toEqual([
      ["Mia", "cancelled"],
      ["Noa", "cancelled"],
      ["Olaf", "confirmed"],
      ["Piet", "confirmed"],
    ]);
    const moved = await env.DB.prepare("SELECT to_address FROM outbox_messages WHERE kind = 'activity_moved_up' ORDER BY to_address").all();
    expect(moved.results).toEqual([{ to_address: "olaf@example.org" }, { to_address: "piet@example.org" }]);
  });

  it("an unconfirmed guest holds no place, and a signed-in volunteer needs no confirmation", async () => {
    const id = await approvedActivity({ capacity: 1 });
    await guestSignUp(id, "Dirk");
    const dirk = (await lastMailTo("dirk@example.org")).token!;
    const vera = await expectDocument(await write("volunteer", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id }), 201);
    expect(vera.data.attributes).toMatchObject({ status: "confirmed", name: "Vera Vos", guest: false });
    expect((await lastMailTo("vera@example.org")).kind).toBe("activity_signed_up");
    await expectDocument(await postToken("confirmations", dirk), 200);
    expect((await lastMailTo("dirk@example.org")).kind).toBe("activity_waiting");
    expect(await statuses(id)).toEqual([
      ["Dirk", "waiting"],
      ["Vera Vos", "confirmed"],
    ]);
    // Twice is refused; the own sign-up is cancelled on the page (DELETE), moving Dirk up.
    await expectDocument(await write("volunteer", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id }), 422);
    const request = await as("volunteer");
    const mine = await expectDocument(await apiFetch("/api/v1/activity_sign_ups", request), 200);
    expect(mine.data.map((s: Doc) => s.attributes.activity_title)).toEqual(["Open dag"]);
    const deleted = await apiFetch(`/api/v1/activity_sign_ups/${mine.data[0].id}`, { ...(await as("volunteer")), method: "DELETE", settle: true });
    expect(deleted.status).toBe(204);
    expect((await lastMailTo("dirk@example.org")).kind).toBe("activity_moved_up");
  });

  it("a signed-in person who moves up is also told under the bell", async () => {
    const id = await approvedActivity({ capacity: 1 });
    const vera = await expectDocument(await write("volunteer", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id }), 201);
    const olga = await expectDocument(await write("otherOrgAdmin", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id }), 201);
    expect(olga.data.attributes.status).toBe("waiting");
    // Someone else's sign-up is as missing as an unknown one.
    expect((await apiFetch(`/api/v1/activity_sign_ups/${vera.data.id}`, { ...(await as("otherOrgAdmin")), method: "DELETE" })).status).toBe(404);
    expect((await apiFetch(`/api/v1/activity_sign_ups/${vera.data.id}`, { ...(await as("volunteer")), method: "DELETE", settle: true })).status).toBe(204);
    const told = await env.DB.prepare("SELECT user_id, kind, path FROM notifications WHERE subject_type = 'Activity'").all();
    expect(told.results).toEqual([{ user_id: 108, kind: "activity_moved_up", path: `/activiteitenkalender/${id}` }]);
  });

  it("refuses pending, cancelled and unknown activities, and unknown tokens", async () => {
    const pending = await expectDocument(
      await write("orgAdmin", "POST", "/api/v1/activities", "activities", {
        title: "X",
        starts_at: "2027-06-01T10:00",
        ends_at: "2027-06-01T11:00",
        place: "Alpha",
        organization_id: "201",
      }),
      201,
    );
    for (const activity_id of [pending.data.id, "999999"]) {
      const answer = await expectDocument(
        await write("anonymous", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id, name: "Eva", email: "eva@example.org" }),
        422,
      );
      expect(answer.errors[0].source.pointer).toBe("/data/attributes/activity_id");
    }
    await expectDocument(await postToken("cancellations", "no-such-token"), 404);
    await expectDocument(await apiFetch("/api/v1/activity_sign_ups/tokens/no-such-token"), 404);
    // Another tenant's token is as unknown as a made-up one.
    const id = await approvedActivity();
    await guestSignUp(id, "Fay");
    const { token } = await lastMailTo("fay@example.org");
    await expectDocument(await apiFetch(`/api/v1/activity_sign_ups/tokens/${token}`, { tenant: "tenant-b" }), 404);
  });

  it("participants are for the managers only, with their addresses", async () => {
    const id = await approvedActivity();
    await guestSignUp(id, "Gijs");
    const list = await expectDocument(await apiFetch(`/api/v1/activities/${id}/sign_ups`, await as("orgAdmin")), 200);
    expect(list.data[0].attributes).toMatchObject({ name: "Gijs", email: "gijs@example.org", status: "unconfirmed", guest: true });
    // The activity comes with its list (its page asks nothing else), also when the list is empty.
    expect(list.meta.activity).toEqual({ id: String(id), title: list.data[0].attributes.activity_title });
    const other = await approvedActivity();
    const empty = await expectDocument(await apiFetch(`/api/v1/activities/${other}/sign_ups`, await as("orgAdmin")), 200);
    expect(empty.data).toEqual([]);
    expect(empty.meta.activity.id).toBe(String(other));
    await expectDocument(await apiFetch(`/api/v1/activities/${id}/sign_ups`, await as("volunteer")), 403);
    await expectDocument(await apiFetch(`/api/v1/activities/${id}/sign_ups`), 401);
  });
});

describe("the day-before reminder and the personal feed", () => {
  it("mails everyone with a place the day before, once", async () => {
    const id = await approvedActivity({ starts_at: "2027-06-01T10:00", ends_at: "2027-06-01T12:00" });
    await write("volunteer", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id });
    await guestSignUp(id, "Hans"); // unconfirmed: no reminder
    const eve = new Date("2027-05-31T06:00:00Z");
    expect(await sendActivityReminders(env, eve)).toBe(1);
    expect(await sendActivityReminders(env, eve)).toBe(0);
    expect(await sendActivityReminders(env, new Date("2027-05-30T06:00:00Z"))).toBe(0);
    expect((await lastMailTo("vera@example.org")).kind).toBe("activity_reminder");
  });

  it("the feed address lists one's sign-ups until it is renewed or revoked", async () => {
    const id = await approvedActivity();
    await write("volunteer", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id });
    await expectDocument(await apiFetch("/api/v1/activity_feed", await as("volunteer")), 404);
    const first = await expectDocument(await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "POST" }), 201);
    const token = first.data.attributes.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const feed = await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/activities`), 200);
    expect(feed.data.map((a: Doc) => a.id)).toEqual([id]);
    const renewed = await expectDocument(await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "POST" }), 201);
    expect(renewed.data.attributes.token).not.toBe(token);
    await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/activities`), 404);
    expect((await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "DELETE" })).status).toBe(204);
    await expectDocument(await apiFetch(`/api/v1/activity_feeds/${renewed.data.attributes.token}/activities`), 404);
  });
});
