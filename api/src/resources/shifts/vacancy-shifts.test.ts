import { env } from "cloudflare:test";
import { utcToLocal } from "@contract/activities";
import { beforeEach, describe, expect, it } from "vitest";
import { lastMailTo, postShift, write } from "../../../test/activity-fixtures";
import { OLGA, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { sendShiftReminders } from "./reminders";

// A vacancy has shifts as an activity has (docs/shifts-and-hours.md, 0182_vacancy_shifts.sql):
// the same series, overlap rule, sign-ups, waiting list, mails, reminder, roster and check-in.
beforeEach(() => seedVacancies(env.DB));

const CAFE = String(VACANCY.CAFE);

const shift = (vacancyId: string, attributes: Record<string, unknown> = {}, actor: "orgAdmin" | "staff" | "volunteer" | "otherOrgAdmin" = "orgAdmin") =>
  postShift({ vacancy_id: vacancyId, capacity: 1, task: "Bar", ...attributes }, actor);

const shiftsOf = async (vacancyId: string, actor: "anonymous" | "volunteer" = "anonymous") =>
  apiFetch(`/api/v1/vacancies/${vacancyId}/shifts`, await as(actor));

const signUp = (actor: "volunteer" | "otherOrgAdmin", shiftId: string) =>
  write(actor, "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId });

const errorOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return ((await response.json()) as { errors: { code?: string; detail: string; source?: { pointer: string } }[] }).errors[0]!;
};

const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM shifts").first<{ n: number }>())!.n;

describe("shifts of a vacancy", () => {
  it("its managers make a weekly series that anyone sees on the public vacancy; others are refused, nothing written", async () => {
    const created = await expectDocument(await shift(CAFE, { weeks: 3 }), 201);
    expect(created.meta).toMatchObject({ created: 3 });
    expect(created.data.attributes).toMatchObject({ vacancy_id: CAFE, activity_id: null, task: "Bar" });
    // The centre's staff manage it too; another task runs beside the bar.
    await expectDocument(await shift(CAFE, { task: "Keuken" }, "staff"), 201);
    const list = (await expectDocument(await shiftsOf(CAFE), 200)).data as Doc[];
    expect(list.map((s) => [s.attributes.starts_at, s.attributes.task])).toEqual([
      ["2027-06-05T10:00", "Bar"],
      ["2027-06-05T10:00", "Keuken"],
      ["2027-06-12T10:00", "Bar"],
      ["2027-06-19T10:00", "Bar"],
    ]);
    const before = await count();
    expect((await errorOf(await shift(CAFE, { starts_at: "2027-06-12T12:00", ends_at: "2027-06-12T15:00" }), 422)).code).toBe("overlap");
    expect((await shift(CAFE, {}, "volunteer")).status).toBe(403);
    expect((await shift(CAFE, {}, "otherOrgAdmin")).status).toBe(403);
    // Exactly one parent; a closed vacancy takes no shifts; an unknown one is a field error.
    expect((await errorOf(await shift(CAFE, { activity_id: "1" }), 422)).source?.pointer).toBe("/data/attributes/activity_id");
    expect((await errorOf(await shift(String(VACANCY.CLOSED)), 422)).source?.pointer).toBe("/data/attributes/vacancy_id");
    expect((await errorOf(await shift("999999"), 422)).source?.pointer).toBe("/data/attributes/vacancy_id");
    // Another tenant's vacancy is as unknown.
    expect((await errorOf(await shift(String(VACANCY.B_CAFE)), 422)).source?.pointer).toBe("/data/attributes/vacancy_id");
    expect(await count()).toBe(before);
  });

  it("a draft vacancy's shifts are its managers' only", async () => {
    const draft = String(VACANCY.DRAFT);
    const created = await expectDocument(await shift(draft), 201);
    expect((await shiftsOf(draft)).status).toBe(404);
    expect((await shiftsOf(draft, "volunteer")).status).toBe(404);
    expect((await apiFetch(`/api/v1/shifts/${created.data.id}`, await as("volunteer"))).status).toBe(404);
    expect((await expectDocument(await apiFetch(`/api/v1/vacancies/${draft}/shifts`, await as("orgAdmin")), 200)).data).toHaveLength(1);
    // Not open for sign-ups while it is not public.
    expect((await errorOf(await signUp("volunteer", created.data.id), 422)).source?.pointer).toBe("/data/attributes/shift_id");
  });

  it("two volunteers for the one place: one waits, moves up by mail naming the vacancy when the other cancels", async () => {
    const created = await expectDocument(await shift(CAFE), 201);
    const id = created.data.id as string;
    const answers = await Promise.all([signUp("volunteer", id), signUp("otherOrgAdmin", id)]);
    const docs = await Promise.all(answers.map((r) => expectDocument(r, 201)));
    expect(docs.map((d) => d.data.attributes.status).sort()).toEqual(["confirmed", "waiting"]);
    const vera = docs.find((d) => d.data.attributes.status === "confirmed")!;
    expect(vera.data.attributes).toMatchObject({ vacancy_id: CAFE, activity_id: null, activity_title: "Café medewerker", place: "Alpha" });
    const waiter = vera === docs[0] ? OLGA.email : "vera@example.org";
    const holder = vera === docs[0] ? "volunteer" : "otherOrgAdmin";
    expect(await apiFetch(`/api/v1/shift_sign_ups/${vera.data.id}`, { ...(await as(holder)), method: "DELETE", settle: true })).toHaveProperty("status", 204);
    const moved = await lastMailTo(waiter);
    expect(moved.kind).toBe("activity_moved_up");
    expect(moved.text).toContain("Café medewerker – Bar");
    expect(moved.text).toContain(`/vacancies/${CAFE}`);
    const bell = await env.DB.prepare("SELECT subject_type, path FROM notifications ORDER BY id DESC LIMIT 1").first<{ subject_type: string; path: string }>();
    expect(bell).toEqual({ subject_type: "Vacancy", path: `/vacancies/${CAFE}` });
  });

  it("the day-before reminder names the vacancy's shift, once", async () => {
    const created = await expectDocument(await shift(CAFE, { place: "Kantine" }), 201);
    await expectDocument(await signUp("volunteer", created.data.id), 201);
    const eve = new Date("2027-06-04T06:00:00Z");
    expect(await sendShiftReminders(env, eve)).toBe(1);
    expect(await sendShiftReminders(env, eve)).toBe(0);
    const mail = await lastMailTo("vera@example.org");
    expect(mail.kind).toBe("activity_reminder");
    expect(mail.text).toContain("Café medewerker – Bar");
    expect(mail.text).toContain("5 juni 2027 om 10:00 – 14:00, Kantine");
  });

  it("the roster and its check-in link work for a vacancy's shift: the hours count for its organization and the vacancy", async () => {
    const at = (hours: number) => utcToLocal(new Date(Date.now() + hours * 3_600_000));
    const created = await expectDocument(await shift(CAFE, { starts_at: at(24), ends_at: at(27) }), 201);
    const shiftId = created.data.id as string;
    await expectDocument(await signUp("volunteer", shiftId), 201);
    await env.DB.prepare("UPDATE shifts SET starts_at = ?, ends_at = ? WHERE id = ?").bind(at(-1), at(3), Number(shiftId)).run();
    expect((await apiFetch(`/api/v1/vacancies/${CAFE}/roster`, await as("volunteer"))).status).toBe(403);
    expect((await apiFetch(`/api/v1/vacancies/${VACANCY.DRAFT}/roster`, await as("volunteer"))).status).toBe(404);
    const roster = await expectDocument(await apiFetch(`/api/v1/vacancies/${CAFE}/roster`, await as("orgAdmin")), 200);
    const row = roster.data.find((s: Doc) => s.id === shiftId);
    expect(row.attributes).toMatchObject({ vacancy_id: CAFE, activity_id: null });
    expect(row.attributes.volunteers.map((v: { name: string }) => v.name)).toEqual(["Vera Vos"]);
    const checkIn = await expectDocument(
      await write("volunteer", "POST", "/api/v1/shift_check_ins", "shift_check_ins", {
        shift_id: shiftId,
        key: row.attributes.check_in_key,
        action: "check_in",
      }),
      201,
    );
    expect(checkIn.data.attributes).toMatchObject({ status: "open", organization_id: "201", vacancy_id: CAFE, shift_id: shiftId });
  });

  it("the list, one shift and the roster name their vacancy in meta.parent, with whether the caller manages it", async () => {
    const created = await expectDocument(await shift(CAFE), 201);
    const parent = { kind: "vacancy", id: CAFE, date: null, organization_id: "201", volunteer_center_id: "11" };
    // Anyone sees a public vacancy's shifts; only its managers are told they manage it.
    expect((await expectDocument(await shiftsOf(CAFE), 200)).meta).toMatchObject({ total: 1, parent: { ...parent, managed: false } });
    const managed = await expectDocument(await apiFetch(`/api/v1/vacancies/${CAFE}/shifts`, await as("orgAdmin")), 200);
    expect(managed.meta.parent).toMatchObject({ ...parent, managed: true });
    expect(managed.meta.parent.title).toMatch(/^Café/);
    const one = await apiFetch(`/api/v1/shifts/${created.data.id}`, await as("otherOrgAdmin"));
    expect((await expectDocument(one, 200)).meta.parent).toMatchObject({ ...parent, managed: false });
    const roster = await expectDocument(await apiFetch(`/api/v1/vacancies/${CAFE}/roster`, await as("staff")), 200);
    expect(roster.meta.parent).toMatchObject({ ...parent, managed: true });
  });

  it("the volunteer's calendar feed carries the vacancy's shift", async () => {
    const created = await expectDocument(await shift(CAFE), 201);
    await expectDocument(await signUp("volunteer", created.data.id), 201);
    const token = (await expectDocument(await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "POST" }), 201)).data.attributes
      .token as string;
    const shifts = await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/shift_sign_ups`), 200);
    expect(shifts.data.map((s: Doc) => [s.attributes.activity_title, s.attributes.vacancy_id, s.attributes.place])).toEqual([
      ["Café medewerker", CAFE, "Alpha"],
    ]);
  });
});
