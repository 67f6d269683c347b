import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { seedOrganizations, type ActorName, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";

// Where an address lies, for the vacancy form's map. No geocoder is configured in tests
// (GEOCODER=none), so a postcode's area from the table is what places an address here.
beforeEach(async () => {
  await seedOrganizations(env.DB);
  await env.DB.prepare("INSERT OR REPLACE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('3701', 'Zeist', 52.1, 5.2)").run();
});

const locate = (attributes: object, actor: ActorName = "orgAdmin") =>
  sendAs(actor, "POST", "/api/v1/address_locations", { data: { type: "address_locations", attributes } });

describe("POST /api/v1/address_locations", () => {
  it("places an address by its postcode area, in any spelling, and stores nothing", async () => {
    for (const postal_code of ["3701 AB", "3701ab", "3701"]) {
      const { data } = await expectDocument(await locate({ street: "Dorpsstraat", house_number: "1", postal_code, city: "Zeist" }), 200);
      expect(data).toMatchObject({ type: "address_locations", attributes: { latitude: 52.1, longitude: 5.2 } });
    }
    const areas = await env.DB.prepare("SELECT count(*) AS n FROM postcode_areas").first<{ n: number }>();
    expect(areas?.n).toBe(1);
  });

  it("answers no point for an address it cannot find, or an empty one", async () => {
    for (const attributes of [{ postal_code: "9999 ZZ", city: "Nergens" }, { city: "Zeist" }, { street: " " }, {}]) {
      const { data } = await expectDocument(await locate(attributes), 200);
      expect(data.attributes).toEqual({ latitude: null, longitude: null });
    }
  });

  it("is for signed-in users only, and refuses a bad document with a 4xx", async () => {
    expect((await locate({ postal_code: "3701" }, "volunteer")).status).toBe(200);
    await expectError(await locate({ postal_code: "3701" }, "anonymous"), 401);
    await expectError(await locate({ postal_code: "x".repeat(21) }), 422);
    await expectError(await locate({ latitude: 1 }), 422);
  });
});
