import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, postShift, seedOrganizations, write } from "../../../test/activity-fixtures";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { utcToLocal } from "@contract/activities";

beforeEach(() => seedOrganizations(env.DB));

const errorOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return ((await response.json()) as { errors: { code?: string; detail: string }[] }).errors[0]!;
};

/** A shift of the club's activity from an hour ago until three hours from now, the volunteer on it. */
async function runningShift() {
  const activity = await approvedActivity();
  const at = (hours: number) => utcToLocal(new Date(Date.now() + hours * 3_600_000));
  // Created in the future (sign-ups close at the start), then moved to now, as a day goes by.
  const shift = await expectDocument(
    await write("orgAdmin", "POST", "/api/v1/shifts", "shifts", { activity_id: activity, starts_at: at(24), ends_at: at(27), capacity: 3 }),
    201,
  );
  await expectDocument(await write("volunteer", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shift.data.id }), 201);
  await env.DB.prepare("UPDATE shifts SET starts_at = ?, ends_at = ? WHERE id = ?").bind(at(-1), at(3), Number(shift.data.id)).run();
  return { activity, shiftId: shift.data.id as string };
}

const roster = async (activity: string, actor: ActorName = "orgAdmin") => apiFetch(`/api/v1/activities/${activity}/roster`, await as(actor));

const checkIn = (actor: ActorName, attributes: Record<string, unknown>) => write(actor, "POST", "/api/v1/shift_check_ins", "shift_check_ins", attributes);

const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM hour_records").first<{ n: number }>())!.n;

describe("the roster and the check-in link", () => {
  it("the roster names who is on each shift; the volunteer checks in and out with its key, giving pending hours", async () => {
    const { activity, shiftId } = await runningShift();
    const list = await expectDocument(await roster(activity), 200);
    const shift = list.data.find((s: Doc) => s.id === shiftId);
    expect(shift.attributes.volunteers).toEqual([
      {
        sign_up_id: expect.any(String),
        user_id: "101",
        name: "Vera Vos",
        status: "confirmed",
        checked_in_at: null,
        checked_out_at: null,
        conversation_id: null,
      },
    ]);
    const key = shift.attributes.check_in_key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // The key stays the shift's: the next look shows the same.
    expect((await expectDocument(await roster(activity), 200)).data[0].attributes.check_in_key).toBe(key);
    const opened = await expectDocument(await checkIn("volunteer", { shift_id: shiftId, key, action: "check_in" }), 201);
    expect(opened.data.attributes).toMatchObject({ status: "open", minutes: 0, shift_id: shiftId, organization_id: "201" });
    // A second tap changes nothing.
    expect((await checkIn("volunteer", { shift_id: shiftId, key, action: "check_in" })).status).toBe(200);
    await env.DB.prepare("UPDATE hour_records SET checked_in_at = ?")
      .bind(new Date(Date.now() - 95 * 60_000).toISOString())
      .run();
    const closed = await expectDocument(await checkIn("volunteer", { shift_id: shiftId, key, action: "check_out" }), 200);
    expect(closed.data.attributes).toMatchObject({ status: "pending", minutes: 95 });
    expect((await expectDocument(await roster(activity), 200)).data[0].attributes.volunteers[0].checked_out_at).not.toBeNull();
    // The link used up: a clear 409 for either button, nothing written.
    expect((await errorOf(await checkIn("volunteer", { shift_id: shiftId, key, action: "check_out" }), 409)).code).toBe("checked_out");
    expect((await errorOf(await checkIn("volunteer", { shift_id: shiftId, key, action: "check_in" }), 409)).code).toBe("checked_out");
    expect(await count()).toBe(1);
  });

  it("refuses a forged key, another shift's key, another tenant, someone not on the shift and strangers to the roster, writing nothing", async () => {
    const { activity, shiftId } = await runningShift();
    const key = (await expectDocument(await roster(activity), 200)).data[0].attributes.check_in_key as string;
    const other = await expectDocument(await postShift({ activity_id: activity, ends_at: "2027-06-05T12:00", capacity: 3 }), 201);
    await roster(activity);
    const forged = key.replace(/^./, key[0] === "0" ? "1" : "0");
    expect((await errorOf(await checkIn("volunteer", { shift_id: shiftId, key: forged, action: "check_in" }), 404)).detail).toContain("not valid");
    expect((await checkIn("volunteer", { shift_id: other.data.id, key, action: "check_in" })).status).toBe(404);
    expect((await checkIn("otherTenant", { shift_id: shiftId, key, action: "check_in" })).status).toBe(404);
    expect((await checkIn("volunteer", { shift_id: shiftId, key: "not-a-key", action: "check_in" })).status).toBe(422);
    expect((await checkIn("otherOrgAdmin", { shift_id: shiftId, key, action: "check_in" })).status).toBe(403);
    expect((await checkIn("anonymous", { shift_id: shiftId, key, action: "check_in" })).status).toBe(401);
    expect((await errorOf(await checkIn("volunteer", { shift_id: shiftId, key, action: "check_out" }), 409)).code).toBe("not_checked_in");
    expect(await count()).toBe(0);
    expect((await roster(activity, "volunteer")).status).toBe(403);
    expect((await roster(activity, "otherTenant")).status).toBe(404);
    expect((await roster(activity, "anonymous")).status).toBe(401);
    expect((await roster(activity, "staff")).status).toBe(200);
  });
});
