import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, seedOrganizations, write } from "../../../test/activity-fixtures";
import { as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";

// The personal iCalendar feed carries one's shifts (docs/shifts-and-hours.md): the web's .ics
// reads them from /activity_feeds/:token/shift_sign_ups, each its own event.
beforeEach(() => seedOrganizations(env.DB));

describe("the personal feed's shifts", () => {
  it("lists the owner's live shifts with their place, and nobody else's, until the address is renewed", async () => {
    const id = await approvedActivity();
    const shift = async (starts: string, capacity: number, place?: string) =>
      (
        await expectDocument(
          await write("orgAdmin", "POST", "/api/v1/shifts", "shifts", {
            activity_id: id,
            starts_at: `2027-06-05T${starts}`,
            ends_at: `2027-06-05T${starts.replace(/^(\d\d)/, (h) => String(Number(h) + 2).padStart(2, "0"))}`,
            capacity,
            task: "Bar",
            ...(place ? { place } : {}),
          }),
          201,
        )
      ).data.id as string;
    const [early, late, other] = [await shift("10:00", 1, "Bartent"), await shift("14:00", 1), await shift("18:00", 1)];
    for (const shiftId of [early, late])
      await expectDocument(await write("volunteer", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: shiftId }), 201);
    // Someone else's shift is not in Vera's feed; a cancelled one neither.
    await expectDocument(await write("otherOrgAdmin", "POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shift_id: other }), 201);
    const token = (await expectDocument(await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "POST" }), 201)).data.attributes
      .token as string;
    const feed = await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/shift_sign_ups`), 200);
    expect(feed.data.map((s: Doc) => [s.attributes.shift_id, s.attributes.starts_at, s.attributes.place, s.attributes.status])).toEqual([
      [early, "2027-06-05T10:00", "Bartent", "confirmed"],
      // No place of its own: the activity's.
      [late, "2027-06-05T14:00", "Alpha", "confirmed"],
    ]);
    // The address renewed, the old one finds nothing; another tenant's request neither.
    await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/shift_sign_ups`, { tenant: "tenant-b" }), 404);
    await expectDocument(await apiFetch("/api/v1/activity_feed", { ...(await as("volunteer")), method: "POST" }), 201);
    await expectDocument(await apiFetch(`/api/v1/activity_feeds/${token}/shift_sign_ups`), 404);
  });
});
