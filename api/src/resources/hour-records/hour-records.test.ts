import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { USER } from "../../../test/account-fixtures";
import { approvedActivity, postShift, seedOrganizations, write } from "../../../test/activity-fixtures";
import { type ActorName, as, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { localToday } from "@contract/activities";
import { removeDueAccounts } from "../users/removal";

beforeEach(() => seedOrganizations(env.DB));

const CLUB = "201"; // approved, centre A1, Anton (orgAdmin) its admin
const SCHOOL = "203"; // pending
const B_CLUB = "211"; // tenant B's
const today = localToday();
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const record = (attributes: Record<string, unknown> = {}, actor: ActorName = "volunteer") =>
  write(actor, "POST", "/api/v1/hour_records", "hour_records", { organization_id: CLUB, date: yesterday, minutes: 150, note: "Bar", ...attributes });

const errorOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return ((await response.json()) as { errors: { code?: string; detail: string; source?: { pointer: string } }[] }).errors[0]!;
};

const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM hour_records").first<{ n: number }>())!.n;

async function get(actor: ActorName, path: string) {
  return apiFetch(path, await as(actor));
}

const bulk = (actor: ActorName, items: { id: string; status: string }[]) =>
  sendAs(actor, "PATCH", "/api/v1/hour_records", { data: items.map(({ id, status }) => ({ type: "hour_records", id, attributes: { status } })) });

describe("recording hours", () => {
  it("a volunteer records hours given: pending, theirs, and on the organization's review list", async () => {
    const created = await expectDocument(await record(), 201);
    expect(created.data.attributes).toMatchObject({
      organization_id: CLUB,
      organization_name: "Sportclub Alpha",
      volunteer_name: "Vera Vos",
      date: yesterday,
      minutes: 150,
      status: "pending",
      note: "Bar",
    });
    const own = await expectDocument(await get("volunteer", "/api/v1/hour_records"), 200);
    expect(own.data.map((d: Doc) => d.id)).toEqual([created.data.id]);
    const review = await expectDocument(await get("orgAdmin", `/api/v1/organizations/${CLUB}/hour_records?filter[status_eq]=pending`), 200);
    expect(review.meta.total).toBe(1);
    // Someone else's record is as missing as one that does not exist; the volunteer's list is their own.
    expect((await get("otherOrgAdmin", `/api/v1/hour_records/${created.data.id}`)).status).toBe(404);
    expect((await expectDocument(await get("orgAdmin", "/api/v1/hour_records"), 200)).data).toEqual([]);
    expect((await get("otherOrgAdmin", `/api/v1/organizations/${CLUB}/hour_records`)).status).toBe(403);
    expect((await get("volunteer", `/api/v1/organizations/${CLUB}/hour_records`)).status).toBe(403);
    expect((await get("otherTenant", `/api/v1/organizations/${CLUB}/hour_records`)).status).toBe(404);
  });

  it("refuses hours in the future, past 24 in a day, and for a foreign organization or shift: a clear 422, nothing written", async () => {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await errorOf(await record({ date: tomorrow }), 422)).toMatchObject({ code: "future", source: { pointer: "/data/attributes/date" } });
    expect((await errorOf(await record({ minutes: 24 * 60 + 1 }), 422)).source?.pointer).toBe("/data/attributes/minutes");
    expect((await errorOf(await record({ minutes: 0 }), 422)).source?.pointer).toBe("/data/attributes/minutes");
    expect(await errorOf(await record({ organization_id: B_CLUB }), 422)).toMatchObject({ source: { pointer: "/data/attributes/organization_id" } });
    expect(await errorOf(await record({ organization_id: SCHOOL }), 422)).toMatchObject({ source: { pointer: "/data/attributes/organization_id" } });
    expect(await errorOf(await record({ date: "2026-02-30" }), 422)).toMatchObject({ source: { pointer: "/data/attributes/date" } });
    expect(await errorOf(await record({ shift_id: "999999" }), 422)).toMatchObject({ source: { pointer: "/data/attributes/shift_id" } });
    expect(await count()).toBe(0);
    // Across one's records of the day: 14 hours fit, 11 more do not (it says how much does).
    await expectDocument(await record({ minutes: 14 * 60 }), 201);
    const full = await errorOf(await record({ minutes: 11 * 60 }), 422);
    expect(full).toMatchObject({ code: "day_full", source: { pointer: "/data/attributes/minutes" } });
    expect(full.detail).toContain("14:00");
    expect(full.detail).toContain("10:00 more");
    // Two at once for the last ten hours: exactly one is written (the day's sum is read inside the INSERT).
    const [a, b] = await Promise.all([record({ minutes: 6 * 60 }), record({ minutes: 6 * 60 })]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect(await count()).toBe(2);
    // Another volunteer's day is their own.
    await expectDocument(await record({ minutes: 10 * 60 }, "orgAdmin"), 201);
    expect((await errorOf(await record({ unknown: 1 }), 422)).code).toBe("unknown_attribute");
    expect((await write("anonymous", "POST", "/api/v1/hour_records", "hour_records", { organization_id: CLUB, date: yesterday, minutes: 60 })).status).toBe(
      401,
    );
  });

  it("takes a shift of the organization's activity, not another organization's", async () => {
    const activity = await approvedActivity();
    const shift = await expectDocument(await postShift({ activity_id: activity, capacity: 2 }), 201);
    const created = await expectDocument(await record({ shift_id: shift.data.id }), 201);
    expect(created.data.attributes.shift_id).toBe(shift.data.id);
    await env.DB.prepare("UPDATE organizations SET status = 'approved' WHERE id = ?").bind(Number(SCHOOL)).run();
    expect(await errorOf(await record({ organization_id: SCHOOL, shift_id: shift.data.id }), 422)).toMatchObject({
      source: { pointer: "/data/attributes/shift_id" },
    });
  });
});

describe("reviewing hours", () => {
  const ids = async (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await expectDocument(await record({ minutes: 60 + i }), 201)).data.id);
    return out;
  };

  it("the organization's admin approves in bulk, corrects and refuses one by one; a bad item changes nothing", async () => {
    const [first, second, third] = await ids(3);
    // One item the admin may not review (tenant B's id is missing): 404 on its pointer, none written.
    const refused = await bulk("orgAdmin", [
      { id: first!, status: "approved" },
      { id: "999999", status: "approved" },
    ]);
    expect(await errorOf(refused, 404)).toMatchObject({ source: { pointer: "/data/1/id" } });
    expect((await errorOf(await bulk("orgAdmin", [{ id: first!, status: "pending" }]), 422)).source?.pointer).toBe("/data/0/attributes/status");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM hour_records WHERE status = 'pending'").first("n")).toBe(3);
    // The volunteer does not approve their own hours; another organization's admin finds nothing.
    expect((await bulk("volunteer", [{ id: first!, status: "approved" }])).status).toBe(403);
    expect((await bulk("otherOrgAdmin", [{ id: first!, status: "approved" }])).status).toBe(404);
    const approved = await expectDocument(
      await bulk("orgAdmin", [
        { id: first!, status: "approved" },
        { id: second!, status: "approved" },
      ]),
      200,
    );
    expect(approved.data.map((d: Doc) => d.attributes.status)).toEqual(["approved", "approved"]);
    // A correction and a decision at once, by the centre's staff.
    const corrected = await expectDocument(
      await write("staff", "PATCH", `/api/v1/hour_records/${third}`, "hour_records", { minutes: 45, status: "approved" }),
      200,
    );
    expect(corrected.data.attributes).toMatchObject({ minutes: 45, status: "approved" });
    expect(corrected.data.attributes.reviewed_at).not.toBeNull();
    expect((await errorOf(await write("orgAdmin", "PATCH", `/api/v1/hour_records/${third}`, "hour_records", { minutes: 24 * 60 }), 422)).code).toBe("day_full");
    expect((await write("volunteer", "PATCH", `/api/v1/hour_records/${third}`, "hour_records", { status: "approved" })).status).toBe(403);
    await expectDocument(await write("orgAdmin", "PATCH", `/api/v1/hour_records/${first}`, "hour_records", { status: "refused" }), 200);
    // Approved hours stay; a refused or pending record is the volunteer's to remove.
    const remove = async (id: string) => apiFetch(`/api/v1/hour_records/${id}`, { ...(await as("volunteer")), method: "DELETE" });
    expect((await remove(second!)).status).toBe(409);
    expect((await remove(first!)).status).toBe(204);
    expect(await count()).toBe(2);
  });

  it("a deleted account keeps its hours through its grace period and takes them with it when it is removed", async () => {
    await ids(2);
    await expectDocument(await record({ minutes: 30 }, "orgAdmin"), 201);
    const response = await apiFetch(`/api/v1/users/${USER.VOLUNTEER}`, { ...(await as("volunteer")), method: "DELETE", settle: true });
    expect(response.status).toBe(204);
    const owners = () =>
      env.DB.prepare("SELECT user_id FROM hour_records ORDER BY user_id")
        .all()
        .then((r) => r.results);
    // Restorable for 30 days (decision 0017): a restore gives the hours back with the account.
    expect(await owners()).toEqual([{ user_id: USER.VOLUNTEER }, { user_id: USER.VOLUNTEER }, { user_id: USER.ADMIN }]);
    expect(await removeDueAccounts(env, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await owners()).toEqual([{ user_id: USER.ADMIN }]);
  });
});

describe("totals", () => {
  it("count approved hours only: one's own per organization and year, the organization's per volunteer", async () => {
    const first = (await expectDocument(await record({ minutes: 120 }), 201)).data.id;
    const second = (await expectDocument(await record({ minutes: 45, date: `${yesterday.slice(0, 4)}-01-01` }), 201)).data.id;
    await expectDocument(await record({ minutes: 30 }), 201); // stays pending: not counted
    const other = (await expectDocument(await record({ minutes: 60 }, "orgAdmin"), 201)).data.id;
    await expectDocument(
      await bulk(
        "orgAdmin",
        [first, second, other].map((id) => ({ id, status: "approved" })),
      ),
      200,
    );
    const own = await expectDocument(await get("volunteer", "/api/v1/hour_totals"), 200);
    expect(own.data.map((d: Doc) => d.attributes)).toEqual([
      {
        organization_id: CLUB,
        organization_name: "Sportclub Alpha",
        volunteer_center_name: expect.any(String),
        user_id: null,
        volunteer_name: null,
        year: yesterday.slice(0, 4),
        minutes: 165,
        records: 2,
      },
    ]);
    const club = await expectDocument(await get("orgAdmin", `/api/v1/organizations/${CLUB}/hour_totals`), 200);
    expect(club.data.map((d: Doc) => [d.attributes.volunteer_name, d.attributes.minutes])).toEqual([
      ["Anton Admiraal", 60],
      ["Vera Vos", 165],
    ]);
    expect((await expectDocument(await get("volunteer", "/api/v1/hour_totals?filter[year_eq]=1999"), 200)).data).toEqual([]);
    expect((await get("volunteer", `/api/v1/organizations/${CLUB}/hour_totals`)).status).toBe(403);
    expect((await get("otherTenant", `/api/v1/organizations/${CLUB}/hour_totals`)).status).toBe(404);
  });
});
