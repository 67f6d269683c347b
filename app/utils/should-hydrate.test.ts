import { describe, expect, it } from "vitest";
import { wantsHydration } from "./should-hydrate";

describe("wantsHydration", () => {
  it("is false when no route asks, or a handle is no object", () => {
    expect(wantsHydration([])).toBe(false);
    expect(wantsHydration([{ handle: undefined }, { handle: { i18n: ["ui"] } }, { handle: null }, { handle: [true] }, { handle: "hydrate" }])).toBe(false);
    expect(wantsHydration([{ handle: { hydrate: false } }, { handle: { hydrate: 0 } }])).toBe(false);
  });

  it("is true when one route asks, with true or a function of its own data", () => {
    expect(wantsHydration([{ handle: {} }, { handle: { hydrate: true } }])).toBe(true);
    const byData = { hydrate: (data: unknown) => (data as { signedIn: boolean }).signedIn };
    expect(wantsHydration([{ handle: byData, data: { signedIn: true } }])).toBe(true);
    expect(wantsHydration([{ handle: byData, data: { signedIn: false } }])).toBe(false);
  });
});
