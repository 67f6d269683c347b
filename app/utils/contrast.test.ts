import { describe, expect, it } from "vitest";
import { contrastWithWhite } from "./contrast";

describe("contrastWithWhite", () => {
  it("matches the WCAG figures for plain colours", () => {
    expect(contrastWithWhite("#000000")).toBe(21);
    expect(contrastWithWhite("#ffffff")).toBe(1);
    // #767676 is the classic lightest grey that passes AA on white (4.54:1).
    expect(contrastWithWhite("#767676")).toBe(4.5);
    expect(contrastWithWhite("#777777")).toBe(4.4);
  });

  it("reads Tailwind's oklch palette and theme.ts's color-mix shades", () => {
    // green-700 (#15803d) is 5.02:1 on white.
    expect(contrastWithWhite("oklch(52.7% 0.154 150.069)")).toBeCloseTo(5, 0);
    // Yellow darkened by 30% black stays far too light for white text.
    expect(contrastWithWhite("color-mix(in oklab, #ffff00, black 30%)")!).toBeLessThan(3);
    expect(contrastWithWhite("color-mix(in oklab, #1d4ed8, black 30%)")!).toBeGreaterThan(7);
  });

  it("gives null for what it cannot read", () => {
    expect(contrastWithWhite("red")).toBeNull();
  });
});
