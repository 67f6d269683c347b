import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { barShift, lastMailTo, seedOrganizations, write } from "../../../test/activity-fixtures";
import { as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { sendShiftReminders } from "../shifts/reminders";

// Guests sign up for shifts as they do for activities (docs/shifts-and-hours.md): a mailed link
// confirms the address, and only then is there a place or a spot on the waiting list.
beforeEach(() => seedOrganizations(env.DB));

const oneShift = (capacity = 1, attributes: Record<string, unknown> = {}) => barShift(capacity, attributes);

const guest = (shiftId: string, name: string, extra: Record<string, unknown> = {}) =>
  write("anonymous", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId, name, email: `${name.toLowerCase()}@example.org`, ...extra });

const postToken = (kind: "confirmations" | "cancellations", token: string) =>
  write("anonymous", "POST", `/api/v1/shift_sign_up_${kind}`, `shift_sign_up_${kind}`, { token });

const counts = async (activityId: string) =>
  ((await expectDocument(await apiFetch(`/api/v1/activities/${activityId}/shifts`), 200)).data as Doc[])[0]!.attributes;

describe("a guest's shift sign-up", () => {
  it("waits unconfirmed until the mailed link, then joins the waiting list, moves up by mail, and cancels with the link", async () => {
    const { activityId, shiftId } = await oneShift();
    const ida = await expectDocument(await guest(shiftId, "Ida"), 201);
    expect(ida.data.attributes).toMatchObject({ status: "unconfirmed", name: "Ida", task: "Bar" });
    const mail = await lastMailTo("ida@example.org");
    expect(mail.kind).toBe("activity_confirm");
    // The mail names the shift (activity and task, day and hours) and opens the link page as a shift's.
    expect(mail.text).toContain("Open dag – Bar");
    expect(mail.text).toContain("5 juni 2027 om 10:00 – 14:00");
    expect(mail.text).toContain("soort=dienst");
    // Unconfirmed holds nothing: a volunteer signing up after her gets the one place.
    expect(await counts(activityId)).toMatchObject({ confirmed_count: 0, waiting_count: 0 });
    const vera = await expectDocument(await write("volunteer", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId }), 201);
    expect(vera.data.attributes.status).toBe("confirmed");
    const token = mail.token!;
    expect((await expectDocument(await apiFetch(`/api/v1/shift_sign_ups/tokens/${token}`), 200)).data.attributes.status).toBe("unconfirmed");
    // Confirmed, the shift is full: the waiting list, with its mail; a second click changes nothing.
    expect((await expectDocument(await postToken("confirmations", token), 200)).data.attributes.status).toBe("waiting");
    expect((await lastMailTo("ida@example.org")).kind).toBe("activity_waiting");
    expect((await expectDocument(await postToken("confirmations", token), 200)).data.attributes.status).toBe("waiting");
    // Vera cancels: Ida moves up and is mailed (she has no account, so no notification).
    expect((await apiFetch(`/api/v1/shift_sign_ups/${vera.data.id}`, { ...(await as("volunteer")), method: "DELETE", settle: true })).status).toBe(204);
    const moved = await lastMailTo("ida@example.org");
    expect(moved.kind).toBe("activity_moved_up");
    expect(moved.text).toContain("Open dag – Bar");
    // The roster names her (no address), without an account.
    const roster = await expectDocument(await apiFetch(`/api/v1/activities/${activityId}/roster`, await as("orgAdmin")), 200);
    expect(roster.data[0].attributes.volunteers).toMatchObject([{ name: "Ida", user_id: null, status: "confirmed" }]);
    expect(JSON.stringify(roster)).not.toContain("ida@example.org");
    // The mailed link cancels.
    expect((await expectDocument(await postToken("cancellations", token), 200)).data.attributes.status).toBe("cancelled");
    expect(await counts(activityId)).toMatchObject({ confirmed_count: 0, waiting_count: 0 });
  });

  it("two guests confirming for the last place at the same moment give exactly one place", async () => {
    const { activityId, shiftId } = await oneShift();
    await expectDocument(await guest(shiftId, "Jan"), 201);
    await expectDocument(await guest(shiftId, "Kim"), 201);
    const tokens = [(await lastMailTo("jan@example.org")).token!, (await lastMailTo("kim@example.org")).token!];
    const answers = await Promise.all(tokens.map((t) => postToken("confirmations", t)));
    const statuses = await Promise.all(answers.map(async (r) => (await expectDocument(r, 200)).data.attributes.status));
    expect(statuses.sort()).toEqual(["confirmed", "waiting"]);
    expect(await counts(activityId)).toMatchObject({ confirmed_count: 1, waiting_count: 1 });
  });

  it("refuses a guest without an address, a signed-in name, an unknown shift and unknown or foreign tokens, writing nothing", async () => {
    const { shiftId } = await oneShift();
    const noEmail = await write("anonymous", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId, name: "Lot" });
    expect(noEmail.status).toBe(422);
    expect(((await noEmail.json()) as { errors: { source: { pointer: string } }[] }).errors[0]!.source.pointer).toBe("/data/attributes/email");
    const bad = await guest(shiftId, "Lot", { email: "not-an-address" });
    expect(bad.status).toBe(422);
    expect((await write("volunteer", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId, name: "Vera" })).status).toBe(422);
    expect((await guest("999999", "Lot")).status).toBe(422);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM shift_sign_ups").first<{ n: number }>())!.n).toBe(0);
    await expectDocument(await postToken("confirmations", "no-such-token"), 404);
    await expectDocument(await postToken("cancellations", "no-such-token"), 404);
    await expectDocument(await apiFetch("/api/v1/shift_sign_ups/tokens/no-such-token"), 404);
    await expectDocument(await guest(shiftId, "Mo"), 201);
    const { token } = await lastMailTo("mo@example.org");
    // Another tenant's token is as unknown as a made-up one.
    await expectDocument(await apiFetch(`/api/v1/shift_sign_ups/tokens/${token}`, { tenant: "tenant-b" }), 404);
  });
});

describe("the day-before reminder of a shift", () => {
  it("mails everyone holding a place, account or confirmed guest, naming the shift's day, hours, place and task, once", async () => {
    const { shiftId } = await oneShift(3, { place: "Veld 3" });
    await expectDocument(await write("volunteer", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId }), 201);
    await expectDocument(await guest(shiftId, "Nel"), 201);
    await expectDocument(await postToken("confirmations", (await lastMailTo("nel@example.org")).token!), 200);
    await expectDocument(await guest(shiftId, "Olaf"), 201); // unconfirmed: no reminder
    const eve = new Date("2027-06-04T06:00:00Z");
    expect(await sendShiftReminders(env, new Date("2027-06-03T06:00:00Z"))).toBe(0);
    expect(await sendShiftReminders(env, eve)).toBe(2);
    expect(await sendShiftReminders(env, eve)).toBe(0);
    for (const address of ["vera@example.org", "nel@example.org"]) {
      const mail = await lastMailTo(address);
      expect(mail.kind).toBe("activity_reminder");
      expect(mail.text).toContain("Open dag – Bar");
      expect(mail.text).toContain("5 juni 2027 om 10:00 – 14:00, Veld 3");
    }
    expect((await lastMailTo("olaf@example.org")).kind).toBe("activity_confirm");
  });
});
