import { describe, expect, it } from "vitest";
import { themeCss } from "~/.server/theme";
import { themeVariables } from "./theme-variables";

describe("themeVariables", () => {
  it("reads every custom property of the theme's style, including color-mix values", () => {
    const variables = themeVariables(themeCss({ primaryColor: "#336699" } as never));
    expect(variables["--brand-primary-500"]).toBe("#336699");
    expect(variables["--brand-primary-50"]).toBe("color-mix(in oklab, #336699, white 95%)");
    expect(variables["--brand-muted-950"]).toBe("oklch(12.9% 0.042 264.695)");
    expect(Object.keys(variables)).toHaveLength(4 * 11 + 2);
  });

  it("gives an empty map for no style at all", () => {
    expect(themeVariables("")).toEqual({});
  });
});
