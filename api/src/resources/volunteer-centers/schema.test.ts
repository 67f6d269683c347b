import { describe, expect, it } from "vitest";
import { SHADES } from "../../../test/fixtures";
import { parseShades, readVolunteerCenterIdHeader } from "./schema";

describe("parseShades", () => {
  it("returns the 11 steps of a complete set, dropping extra keys", () => {
    expect(parseShades(JSON.stringify({ ...SHADES, "1000": "#000" }))).toEqual(SHADES);
  });

  it.each([
    ["null", null],
    ["not JSON", "{"],
    ["a JSON array", "[]"],
    ["a JSON string", '"#fff"'],
    ["a missing step", JSON.stringify({ ...SHADES, "500": undefined })],
    ["a non-string step", JSON.stringify({ ...SHADES, "500": 500 })],
    ["an empty step", JSON.stringify({ ...SHADES, "500": "" })],
  ])("returns null for %s", (_case, text) => {
    expect(parseShades(text)).toBeNull();
  });
});

describe("Volunteer-Center-Id", () => {
  it("is optional and otherwise a positive integer", () => {
    expect(readVolunteerCenterIdHeader(undefined)).toBeUndefined();
    expect(readVolunteerCenterIdHeader("")).toBeUndefined();
    expect(readVolunteerCenterIdHeader("42")).toBe(42);
    expect(() => readVolunteerCenterIdHeader(" 42x")).toThrow(/positive integer/);
  });
});
