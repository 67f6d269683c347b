import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, lastMailTo, postShift, seedOrganizations, write } from "../../../test/activity-fixtures";
import { OLGA, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const shift = (activityId: string, attributes: Record<string, unknown> = {}) => postShift({ activity_id: activityId, capacity: 2, task: "Bar", ...attributes });

const shiftsOf = async (activityId: string) => (await expectDocument(await apiFetch(`/api/v1/activities/${activityId}/shifts`), 200)).data as Doc[];

const signUp = (actor: "volunteer" | "otherOrgAdmin", shiftId: string) =>
  write(actor, "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId });

const errorOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return ((await response.json()) as { errors: { code?: string; detail: string; source?: { pointer: string } }[] }).errors[0]!;
};

describe("shifts of an activity", () => {
  it("a ten-week series keeps its Dutch wall-clock time across the switch to winter time", async () => {
    const id = await approvedActivity({ starts_at: "2027-09-04T10:00", ends_at: "2027-11-06T16:00" });
    const created = await expectDocument(await shift(id, { starts_at: "2027-09-04T10:00", ends_at: "2027-09-04T14:00", weeks: 10 }), 201);
    expect(created.meta).toMatchObject({ created: 10 });
    const list = await shiftsOf(id);
    expect(list.map((s) => s.attributes.starts_at)).toEqual([
      "2027-09-04T10:00",
      "2027-09-11T10:00",
      "2027-09-18T10:00",
      "2027-09-25T10:00",
      "2027-10-02T10:00",
      "2027-10-09T10:00",
      "2027-10-16T10:00",
      "2027-10-23T10:00",
      "2027-10-30T10:00",
      "2027-11-06T10:00",
    ]);
    // 10:00 in Amsterdam is 08:00 UTC in summer, 09:00 after the last Sunday of October (the 31st in 2027).
    expect(list[8]!.attributes.starts_at_utc).toBe("2027-10-30T08:00:00.000Z");
    expect(list[9]!.attributes.starts_at_utc).toBe("2027-11-06T09:00:00.000Z");
    // One of the series is edited on its own.
    const edited = await expectDocument(await write("orgAdmin", "PATCH", `/api/v1/shifts/${list[2]!.id}`, "shifts", { capacity: 5, task: "Kassa" }), 200);
    expect(edited.data.attributes).toMatchObject({ capacity: 5, task: "Kassa", starts_at: "2027-09-18T10:00" });
    expect((await shiftsOf(id))[1]!.attributes).toMatchObject({ capacity: 2, task: "Bar" });
  });

  it("the list names its activity in meta.parent: its first day, and whether the caller manages it", async () => {
    const id = await approvedActivity({ starts_at: "2027-09-04T10:00", ends_at: "2027-09-04T16:00" });
    const parent = { kind: "activity", id, date: "2027-09-04", organization_id: "201" };
    const seen = await expectDocument(await apiFetch(`/api/v1/activities/${id}/shifts`), 200);
    expect(seen.meta.parent).toMatchObject({ ...parent, managed: false });
    const managed = await expectDocument(await apiFetch(`/api/v1/activities/${id}/shifts`, await as("orgAdmin")), 200);
    expect(managed.meta.parent).toMatchObject({ ...parent, managed: true });
  });

  it("refuses overlapping shifts of one task, bad times and strangers with a clear answer, writing nothing", async () => {
    const id = await approvedActivity();
    await expectDocument(await shift(id), 201);
    // Another task at the same time is fine (the bar and the entrance run side by side).
    await expectDocument(await shift(id, { task: "Entree" }), 201);
    const overlap = await errorOf(await shift(id, { starts_at: "2027-06-05T13:00", ends_at: "2027-06-05T17:00", weeks: 3 }), 422);
    expect(overlap).toMatchObject({ code: "overlap", source: { pointer: "/data/attributes/starts_at" } });
    expect(overlap.detail).toContain("2027-06-05 10:00–14:00 (Bar)");
    expect(await errorOf(await shift(id, { starts_at: "2027-06-06T14:00", ends_at: "2027-06-06T10:00" }), 422)).toMatchObject({ code: "before_start" });
    expect(await errorOf(await shift(id, { starts_at: "2027-06-06T10:00", ends_at: "2027-06-07T11:00" }), 422)).toMatchObject({ code: "too_long" });
    expect((await errorOf(await shift(id, { starts_at: "2027-02-30T10:00" }), 422)).source?.pointer).toBe("/data/attributes/starts_at");
    expect((await errorOf(await shift(id, { capacity: 0 }), 422)).source?.pointer).toBe("/data/attributes/capacity");
    expect((await errorOf(await shift(id, { weeks: 53 }), 422)).source?.pointer).toBe("/data/attributes/weeks");
    expect((await shiftsOf(id)).length).toBe(2);
    // A volunteer may not add shifts; an unknown activity is a field error.
    expect(
      (
        await write("volunteer", "POST", "/api/v1/shifts", "shifts", {
          activity_id: id,
          starts_at: "2027-06-06T10:00",
          ends_at: "2027-06-06T12:00",
          capacity: 1,
        })
      ).status,
    ).toBe(403);
    expect((await errorOf(await shift("999999"), 422)).source?.pointer).toBe("/data/attributes/activity_id");
  });
});

describe("signing up for a shift", () => {
  it("two sign-ups for the last place at the same moment give exactly one place", async () => {
    const id = await approvedActivity();
    const created = await expectDocument(await shift(id, { capacity: 1 }), 201);
    const answers = await Promise.all([signUp("volunteer", created.data.id), signUp("otherOrgAdmin", created.data.id)]);
    const statuses = await Promise.all(answers.map(async (r) => (await expectDocument(r, 201)).data.attributes.status));
    expect(statuses.sort()).toEqual(["confirmed", "waiting"]);
    expect((await shiftsOf(id))[0]!.attributes).toMatchObject({ confirmed_count: 1, waiting_count: 1 });
  });

  it("the waiting one moves up when the other cancels, and gets the mail naming the shift", async () => {
    const id = await approvedActivity();
    const created = await expectDocument(await shift(id, { capacity: 1 }), 201);
    const vera = await expectDocument(await signUp("volunteer", created.data.id), 201);
    expect(vera.data.attributes).toMatchObject({ status: "confirmed", task: "Bar", activity_title: "Open dag" });
    expect((await lastMailTo("vera@example.org")).kind).toBe("activity_signed_up");
    expect((await expectDocument(await signUp("otherOrgAdmin", created.data.id), 201)).data.attributes.status).toBe("waiting");
    expect((await lastMailTo(OLGA.email)).kind).toBe("activity_waiting");
    // Twice is refused.
    expect(await errorOf(await signUp("volunteer", created.data.id), 422)).toMatchObject({ code: "taken" });
    const deleted = await apiFetch(`/api/v1/shift_sign_ups/${vera.data.id}`, { ...(await as("volunteer")), method: "DELETE", settle: true });
    expect(deleted.status).toBe(204);
    const moved = await lastMailTo(OLGA.email);
    expect(moved.kind).toBe("activity_moved_up");
    expect(moved.text).toContain("Open dag – Bar");
    expect(moved.text).toContain("5 juni 2027 om 10:00 – 14:00");
    const mine = await expectDocument(await apiFetch("/api/v1/shift_sign_ups", await as("otherOrgAdmin")), 200);
    expect(mine.data.map((s: Doc) => s.attributes.status)).toEqual(["confirmed"]);
    expect((await shiftsOf(id))[0]!.attributes).toMatchObject({ confirmed_count: 1, waiting_count: 0 });
  });

  it("a volunteer cannot cancel past the cut-off, the organizer still can; another's sign-up is a 404", async () => {
    const id = await approvedActivity({ starts_at: "2027-06-01T10:00", ends_at: "2027-06-01T16:00" });
    // A shift starting within its cut-off (the default 24 hours is moved to the whole two weeks ahead).
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await expectDocument(await shift(id, { starts_at: `${soon}T10:00`, ends_at: `${soon}T12:00`, cancel_hours: 14 * 24 }), 201);
    const vera = await expectDocument(await signUp("volunteer", created.data.id), 201);
    const path = `/api/v1/shift_sign_ups/${vera.data.id}`;
    expect((await apiFetch(path, { ...(await as("otherOrgAdmin")), method: "DELETE" })).status).toBe(404);
    const refused = await errorOf(await apiFetch(path, { ...(await as("volunteer")), method: "DELETE" }), 409);
    expect(refused.detail).toContain("cut-off");
    expect((await apiFetch(path, { ...(await as("orgAdmin")), method: "DELETE", settle: true })).status).toBe(204);
    expect((await shiftsOf(id))[0]!.attributes.confirmed_count).toBe(0);
  });

  it("more places move the waiting list up; a deleted shift mails who was on it", async () => {
    const id = await approvedActivity();
    const created = await expectDocument(await shift(id, { capacity: 1 }), 201);
    await expectDocument(await signUp("volunteer", created.data.id), 201);
    await expectDocument(await signUp("otherOrgAdmin", created.data.id), 201);
    expect(await errorOf(await write("orgAdmin", "PATCH", `/api/v1/shifts/${created.data.id}`, "shifts", { capacity: 0 }), 422)).toMatchObject({
      source: { pointer: "/data/attributes/capacity" },
    });
    await expectDocument(await write("orgAdmin", "PATCH", `/api/v1/shifts/${created.data.id}`, "shifts", { capacity: 2 }), 200);
    expect((await lastMailTo(OLGA.email)).kind).toBe("activity_moved_up");
    expect((await apiFetch(`/api/v1/shifts/${created.data.id}`, { ...(await as("volunteer")), method: "DELETE" })).status).toBe(403);
    expect((await apiFetch(`/api/v1/shifts/${created.data.id}`, { ...(await as("orgAdmin")), method: "DELETE", settle: true })).status).toBe(204);
    expect((await lastMailTo("vera@example.org")).kind).toBe("activity_cancelled");
    expect(await shiftsOf(id)).toEqual([]);
  });
});
