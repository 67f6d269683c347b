import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case";

describe("camelizeKeys", () => {
  it("camelCases keys at every depth, inside arrays too", () => {
    expect(
      camelizeKeys({
        first_name: "Ann",
        home_address: { postal_code: "8094 AB", geo_point: { lat_deg: 52.4 } },
        volunteer_roles: [{ role_name: "driver" }, { role_name: "cook", extra_info: [{ needs_car: true }] }],
      }),
    ).toEqual({
      firstName: "Ann",
      homeAddress: { postalCode: "8094 AB", geoPoint: { latDeg: 52.4 } },
      volunteerRoles: [{ roleName: "driver" }, { roleName: "cook", extraInfo: [{ needsCar: true }] }],
    });
  });

  it("leaves values alone, even snake_case strings and strings in arrays", () => {
    expect(camelizeKeys({ status_code: "on_hold", tags: ["snake_case", "x_y"], count: 0, gone: null })).toEqual({
      statusCode: "on_hold",
      tags: ["snake_case", "x_y"],
      count: 0,
      gone: null,
    });
  });

  it("keeps numeric keys such as a shade set's 50..950", () => {
    expect(camelizeKeys({ primary_color_shades: { "50": "#f0fdf4", "950": "#052e16" } })).toEqual({
      primaryColorShades: { "50": "#f0fdf4", "950": "#052e16" },
    });
  });

  it("passes non-objects through", () => {
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys("first_name")).toBe("first_name");
    expect(camelizeKeys([1, "a_b"])).toEqual([1, "a_b"]);
  });
});

describe("snakeizeKeys", () => {
  it("snake_cases keys at every depth, inside arrays too, values untouched", () => {
    expect(
      snakeizeKeys({
        data: {
          type: "people",
          attributes: { firstName: "Ann", homeAddress: { postalCode: "8094 AB" }, note: "keepThisValue" },
          relationships: { volunteerCenter: { data: { id: "1", type: "volunteer_centers" } } },
        },
        tagList: [{ tagName: "camelValue" }],
      }),
    ).toEqual({
      data: {
        type: "people",
        attributes: { first_name: "Ann", home_address: { postal_code: "8094 AB" }, note: "keepThisValue" },
        relationships: { volunteer_center: { data: { id: "1", type: "volunteer_centers" } } },
      },
      tag_list: [{ tag_name: "camelValue" }],
    });
  });

  it("keeps numeric keys", () => {
    expect(snakeizeKeys({ primaryColorShades: { "50": "#fff", "500": "#0a0" } })).toEqual({
      primary_color_shades: { "50": "#fff", "500": "#0a0" },
    });
  });

  it("round-trips with camelizeKeys", () => {
    const body = { startsAt: "2026-05-01", maxVolunteers: 4, shifts: [{ endsAt: "12:00" }] };
    expect(camelizeKeys(snakeizeKeys(body))).toEqual(body);
  });

  it("leaves a Date value as it is, so JSON.stringify still sends the ISO time", () => {
    const startsAt = new Date("2026-05-01T09:00:00Z");
    expect(JSON.parse(JSON.stringify(snakeizeKeys({ startsAt })))).toEqual({ starts_at: "2026-05-01T09:00:00.000Z" });
  });

  it("keeps a key named __proto__ a key of its own, setting no prototype", () => {
    const sent = snakeizeKeys<Record<string, unknown>>(JSON.parse('{"__proto__": {"admin": true}, "firstName": "A"}'));
    expect(Object.keys(sent)).toEqual(["__proto__", "first_name"]);
    expect(Object.getPrototypeOf(sent)).toBe(Object.prototype);
    expect(sent.admin).toBeUndefined();
    expect(JSON.stringify(sent)).toBe('{"__proto__":{"admin":true},"first_name":"A"}');
  });
});
