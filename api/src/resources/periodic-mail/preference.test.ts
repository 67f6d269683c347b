import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { issueTestToken } from "../../../test/auth";
import { THEME, schedule, seedDigest } from "../../../test/digest-fixtures";
import { apiFetch, expectDocument, expectError, JSON_API } from "../../../test/request";

beforeEach(async () => {
  await seedDigest(env.DB);
  await env.DB.prepare("INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('1234', 'Alpha', 52.1, 5.2)").run();
});

const PATH = "/api/v1/digest_preference";
const patch = async (attributes: Record<string, unknown>, userId: number = USER.VOLUNTEER, email: string = EMAIL.VOLUNTEER) =>
  apiFetch(PATH, {
    method: "PATCH",
    headers: { ...(await issueTestToken(userId, email)), "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type: "digest_preferences", id: String(userId), attributes } }),
  });

describe("/api/v1/digest_preference (the profile screen's digest choices)", () => {
  it("saves the period, the postcode's point, the distance and the themes", async () => {
    const saved = await expectDocument(
      await patch({ periodic_mail: "weekly", postcode: "1234ab", distance_km: 10, tag_ids: [String(THEME.ZORG), String(THEME.SPORT)] }),
      200,
    );
    expect(saved.data).toMatchObject({
      type: "digest_preferences",
      id: String(USER.VOLUNTEER),
      attributes: { periodic_mail: "weekly", postcode: "1234 AB", distance_km: 10, tag_ids: [String(THEME.SPORT), String(THEME.ZORG)] },
    });
    const row = await env.DB.prepare("SELECT digest_latitude, digest_longitude FROM users WHERE id = ?").bind(USER.VOLUNTEER).first();
    expect(row).toEqual({ digest_latitude: 52.1, digest_longitude: 5.2 });
    // Subscribing starts the schedule: the first digest a week from now.
    const { digest_due_at: due } = (await schedule(env.DB, USER.VOLUNTEER))!;
    expect(Date.parse(due!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // Clearing: no postcode, no distance, every theme.
    const cleared = await expectDocument(await patch({ postcode: "", distance_km: null, tag_ids: [] }), 200);
    expect(cleared.data.attributes).toEqual({ periodic_mail: "weekly", postcode: null, distance_km: null, tag_ids: [] });
    const read = await expectDocument(await apiFetch(PATH, { headers: await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER) }), 200);
    expect(read.data.attributes).toEqual(cleared.data.attributes);
  });

  it.each([
    ["an unknown postcode", { postcode: "9999" }, "/data/attributes/postcode"],
    ["a postcode that is none", { postcode: "abc" }, "/data/attributes/postcode"],
    ["a distance of 0", { distance_km: 0 }, "/data/attributes/distance_km"],
    ["a period we do not send", { periodic_mail: "daily" }, "/data/attributes/periodic_mail"],
    ["a tag of another centre", { tag_ids: ["999999"] }, "/data/attributes/tag_ids"],
    ["an id beyond any integer", { tag_ids: ["9999999999999999"] }, "/data/attributes/tag_ids/0"],
    ["an unknown attribute", { frequency: "weekly" }, "/data/attributes/frequency"],
  ])("refuses %s with a field error", async (_, attributes, pointer) => {
    const error = await expectError(await patch(attributes), 422);
    expect(error.source.pointer).toBe(pointer);
  });

  it("refuses a theme of another centre: Otto is of centre A2, the themes of A1", async () => {
    const error = await expectError(await patch({ tag_ids: [String(THEME.SPORT)] }, USER.OTHER_CENTER, EMAIL.OTHER_CENTER), 422);
    expect(error.source.pointer).toBe("/data/attributes/tag_ids");
  });

  it("is the signed-in user's only (401 without)", async () => {
    await expectError(await apiFetch(PATH), 401);
  });
});
