import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { AREA, THEME, asUser, saveProfile, seedProfiles } from "../../../test/profile-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedProfiles(env.DB));

const PATH = "/api/v1/volunteer_profile";

describe("/api/v1/volunteer_profile (the volunteer's own profile)", () => {
  it("is empty and unpublished until saved, then keeps every field but the postcode's letters", async () => {
    const blank = await expectDocument(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH), 200);
    expect(blank.data).toMatchObject({
      type: "volunteer_profiles",
      id: String(USER.VOLUNTEER),
      attributes: { published: false, introduction: null, tag_ids: [] },
    });

    const saved = await expectDocument(
      await saveProfile({
        published: true,
        introduction: "Ik fiets graag en help bij de sportdag.",
        skills: "EHBO, koken",
        tag_ids: [String(THEME.SPORT)],
        availability: ["sat_morning", "mon_evening"],
        hours_per_week: 4,
        postcode: "1234 xq",
        travel_km: 10,
        visible_fields: ["introduction", "themes", "area"],
      }),
      200,
    );
    expect(saved.data.attributes).toMatchObject({
      first_name: "Vera",
      published: true,
      skills: "EHBO, koken",
      themes: ["Sport"],
      availability: ["mon_evening", "sat_morning"],
      postcode: AREA.HOME,
      travel_km: 10,
      visible_fields: ["introduction", "themes", "area"],
    });
    expect(saved.data.attributes.published_at).toEqual(expect.any(String));
    // Never the exact address: the row holds the area and its centre point, not "XQ".
    const row = await env.DB.prepare("SELECT * FROM volunteer_profiles WHERE user_id = ?").bind(USER.VOLUNTEER).first();
    expect(JSON.stringify(row)).not.toMatch(/xq/i);
    expect(row).toMatchObject({ postcode_area: "1234", latitude: 52.1, longitude: 5.2 });

    const unpublished = await expectDocument(await saveProfile({ published: false }), 200);
    expect(unpublished.data.attributes).toMatchObject({ published: false, published_at: null, skills: "EHBO, koken" });

    expect((await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH, { method: "DELETE" })).status).toBe(204);
    const gone = await expectDocument(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH), 200);
    expect(gone.data.attributes.skills).toBeNull();
  });

  it.each([
    ["a theme of another centre", { tag_ids: [String(THEME.B)] }, "/data/attributes/tag_ids"],
    ["an unknown postcode area", { postcode: "9999" }, "/data/attributes/postcode"],
    ["a postcode that is none", { postcode: "12" }, "/data/attributes/postcode"],
    ["a slot that is no part of a day", { availability: ["mon_night"] }, "/data/attributes/availability/0"],
    ["too many hours", { hours_per_week: 81 }, "/data/attributes/hours_per_week"],
    ["a field nobody can hide", { visible_fields: ["email"] }, "/data/attributes/visible_fields/0"],
    ["an introduction past its limit", { introduction: "x".repeat(1501) }, "/data/attributes/introduction"],
    ["an unknown attribute", { street: "Dorpsstraat 1" }, "/data/attributes/street"],
  ])("refuses %s with a field error", async (_, attributes, pointer) => {
    const error = await expectError(await saveProfile(attributes), 422);
    expect(error.source.pointer).toBe(pointer);
  });

  it("asks for a signed-in user, and does not exist in the meedoen app context", async () => {
    await expectError(await apiFetch(PATH), 401);
    await expectError(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PATH, { headers: { "App-Context": "meedoen" } }), 404);
    await expectError(await asUser(USER.STAFF, EMAIL.STAFF, "/api/v1/volunteer_profiles", { headers: { "App-Context": "meedoen" } }), 404);
  });
});
