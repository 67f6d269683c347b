import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { AREA, THEME, asUser, saveProfile, seedProfiles } from "../../../test/profile-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

const POOL = "/api/v1/volunteer_profiles";

// Vera (published, sport, near, hides her hours), Stella as a volunteer too (published, zorg, far),
// Otto (unpublished).
beforeEach(async () => {
  await seedProfiles(env.DB);
  await saveProfile({
    published: true,
    introduction: "Ik fiets graag",
    skills: "EHBO",
    tag_ids: [String(THEME.SPORT)],
    availability: ["sat_morning"],
    hours_per_week: 4,
    postcode: AREA.NEAR,
    travel_km: 15,
    visible_fields: ["introduction", "themes", "availability", "area"],
  });
  await saveProfile(
    { published: true, introduction: "Zorg en koken", tag_ids: [String(THEME.ZORG)], hours_per_week: 8, postcode: AREA.FAR },
    USER.STAFF,
    EMAIL.STAFF,
  );
  await saveProfile({ published: false, introduction: "Nog niet klaar", hours_per_week: 8 }, USER.OTHER_CENTER, EMAIL.OTHER_CENTER);
});

const asAdmin = (query = "") => asUser(USER.ADMIN, EMAIL.ADMIN, `${POOL}${query}`);
const asStaff = (query = "") => asUser(USER.STAFF, EMAIL.STAFF, `${POOL}${query}`);
const names = (doc: { data: { attributes: { first_name: string } }[] }) => doc.data.map((d) => d.attributes.first_name);

describe("/api/v1/volunteer_profiles (the volunteer pool)", () => {
  it("shows an organization's admin the published profiles, only the fields each volunteer shows, never contact details", async () => {
    const doc = await expectDocument(await asAdmin(), 200);
    expect(names(doc)).toEqual(["Stella", "Vera"]);
    const vera = doc.data.find((d: { id: string }) => d.id === String(USER.VOLUNTEER));
    expect(vera.attributes).toMatchObject({
      introduction: "Ik fiets graag",
      skills: null,
      hours_per_week: null,
      themes: ["Sport"],
      postcode: AREA.NEAR,
      visible_fields: null,
    });
    expect(JSON.stringify(doc)).not.toMatch(/@|vera@|Vos/);
    expect(doc.meta).toEqual({ more: false });
  });

  it("shows the centre's staff every field", async () => {
    const doc = await expectDocument(await asStaff(), 200);
    const vera = doc.data.find((d: { id: string }) => d.id === String(USER.VOLUNTEER));
    expect(vera.attributes).toMatchObject({ skills: "EHBO", hours_per_week: 4 });
  });

  it("searches by words, themes, availability, hours and distance", async () => {
    expect(names(await expectDocument(await asAdmin("?filter[search]=fiets"), 200))).toEqual(["Vera"]);
    expect(names(await expectDocument(await asAdmin(`?filter[tag_ids]=${THEME.ZORG}`), 200))).toEqual(["Stella"]);
    expect(names(await expectDocument(await asAdmin("?filter[availability]=sat_morning,sun_evening"), 200))).toEqual(["Vera"]);
    expect(names(await expectDocument(await asAdmin("?filter[hours_min]=6"), 200))).toEqual(["Stella"]);
    const near = await expectDocument(await asAdmin(`?filter[postcode]=${AREA.HOME}&filter[distance_km]=25`), 200);
    expect(names(near)).toEqual(["Vera"]);
    expect(near.data[0].attributes.distance_km).toBe(11);
    // She travels at most 15 km; from 9000 she is further than that.
    expect(names(await expectDocument(await asStaff(`?filter[postcode]=${AREA.FAR}&filter[distance_km]=100`), 200))).toEqual(["Stella"]);
  });

  it("does not let an organization find a profile by a field the volunteer hides", async () => {
    // Vera hides her skills and hours: her words and hours match for the staff only.
    expect(names(await expectDocument(await asAdmin("?filter[search]=EHBO"), 200))).toEqual([]);
    expect(names(await expectDocument(await asStaff("?filter[search]=EHBO"), 200))).toEqual(["Vera"]);
    expect(names(await expectDocument(await asAdmin("?filter[hours_min]=3"), 200))).toEqual(["Stella"]);
    expect(names(await expectDocument(await asStaff("?filter[hours_min]=3"), 200))).toEqual(["Stella", "Vera"]);
  });

  it("pages without counting", async () => {
    const first = await expectDocument(await asAdmin("?page[size]=1"), 200);
    expect(first.meta).toEqual({ more: true });
    expect(first.links.next).toContain("page%5Bnumber%5D=2");
    const second = await expectDocument(await asAdmin("?page[size]=1&page[number]=2"), 200);
    expect(names(second)).toEqual(["Vera"]);
    expect(second.links.next).toBeNull();
  });

  it("shows one card to the pool's people, and nobody else", async () => {
    const card = await expectDocument(await asUser(USER.ADMIN, EMAIL.ADMIN, `${POOL}/${USER.VOLUNTEER}`), 200);
    expect(card.data.attributes).toMatchObject({ first_name: "Vera", skills: null });
    await expectError(await asUser(USER.ADMIN, EMAIL.ADMIN, `${POOL}/${USER.OTHER_CENTER}`), 404);
    await expectError(await asUser(USER.OTHER_CENTER, EMAIL.OTHER_CENTER, `${POOL}/${USER.VOLUNTEER}`), 404);
    await expectError(await asUser(USER.ADMIN, EMAIL.ADMIN, `${POOL}/${USER.VOLUNTEER}`, { tenant: "tenant-b" }), 401);
  });

  it("is closed to volunteers, to the signed out and in the meedoen app context; bad filters are 400s", async () => {
    await expectError(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, POOL), 403);
    await expectError(await apiFetch(POOL), 401);
    await expectError(await asUser(USER.ADMIN, EMAIL.ADMIN, POOL, { headers: { "App-Context": "meedoen" } }), 404);
    for (const query of [
      "?filter[distance_km]=5",
      "?filter[availability]=noon",
      "?filter[tag_ids]=x",
      "?filter[postcode]=9999",
      "?filter[search]=%2B%2B",
      "?sort=name",
    ])
      await expectError(await asAdmin(query), 400);
  });
});
