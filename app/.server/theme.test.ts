import palettes from "tailwindcss/colors";
import { describe, expect, it } from "vitest";
import type { ColorShades } from "@contract/volunteer-centers";
import type { VolunteerCenterProfile } from "./api/types";
import { SHADES, resolveShades, themeCss, validShades } from "./theme";

const tailwind = palettes as unknown as Record<string, Record<string, string>>;
const preset = (name: string) => Object.fromEntries(SHADES.map((step) => [step, tailwind[name][step]]));
// A whole shade set, as the api sends one (contract ColorShades).
const custom = Object.fromEntries(SHADES.map((step, index) => [step, `#0000${(index * 20 + 16).toString(16)}`])) as ColorShades;

function profile(overrides: Partial<VolunteerCenterProfile> = {}): VolunteerCenterProfile {
  return {
    id: "9",
    type: "volunteer_center_profiles",
    primaryColor: null,
    primaryColorShades: null,
    secondaryColor: null,
    secondaryColorShades: null,
    tertiaryColor: null,
    tertiaryColorShades: null,
    mutedColor: null,
    backgroundColor: null,
    textColor: null,
    faviconUrl: null,
    websiteLogoUrl: null,
    gtagId: null,
    ...overrides,
  };
}

/** The custom properties of themeCss's one :root rule. */
function declarations(css: string): Record<string, string> {
  const body = css.match(/^:root\{(.*)\}$/)?.[1];
  if (body === undefined) throw new Error(`not one :root rule: ${css}`);
  return Object.fromEntries(
    body
      .split(";")
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon), line.slice(colon + 1)];
      }),
  );
}

describe("validShades", () => {
  it("accepts all eleven keys 50..950 as an object or as JSON text, trimmed", () => {
    expect(validShades(custom)).toEqual(custom);
    expect(validShades(JSON.stringify(custom))).toEqual(custom);
    expect(validShades({ ...custom, "500": "  oklch(60% 0.2 250)  " })?.["500"]).toBe("oklch(60% 0.2 250)");
  });

  it("rejects a set missing any key", () => {
    for (const step of SHADES) {
      const partial: Record<string, string> = { ...custom };
      delete partial[step];
      expect(validShades(partial), step).toBeNull();
    }
  });

  it("rejects unsafe or non-colour values", () => {
    expect(validShades({ ...custom, "500": "red;}</style>" })).toBeNull();
    expect(validShades({ ...custom, "500": "rgb(0,0,0));}body{x:url(evil)" })).toBeNull();
    expect(validShades({ ...custom, "500": "rgb(0 0 0;}</style><script>)" })).toBeNull();
    expect(validShades({ ...custom, "500": "url(https://evil.example/x.png)" })).toBeNull();
    expect(validShades({ ...custom, "500": 5 })).toBeNull();
  });

  it("rejects broken JSON, arrays and nothing", () => {
    expect(validShades('{"50":"#fff"')).toBeNull();
    expect(validShades(SHADES.map(() => "#fff"))).toBeNull();
    expect(validShades(null)).toBeNull();
    expect(validShades(undefined)).toBeNull();
  });
});

describe("resolveShades", () => {
  it("prefers valid custom shades over the colour", () => {
    expect(resolveShades("indigo", custom, "green")).toEqual(custom);
  });

  it("uses a preset by name, in any case", () => {
    expect(resolveShades("indigo", null, "green")).toEqual(preset("indigo"));
    expect(resolveShades(" Mauve ", null, "green")).toEqual(preset("mauve"));
    expect(resolveShades("teal", { ...custom, "950": undefined }, "green")).toEqual(preset("teal"));
  });

  it("spreads one hex colour over the steps with color-mix, 500 being the colour itself", () => {
    const shades = resolveShades("#3366ff", null, "green");
    expect(Object.keys(shades)).toEqual([...SHADES]);
    expect(shades["500"]).toBe("#3366ff");
    expect(shades["50"]).toBe("color-mix(in oklab, #3366ff, white 95%)");
    expect(shades["400"]).toBe("color-mix(in oklab, #3366ff, white 30%)");
    expect(shades["600"]).toBe("color-mix(in oklab, #3366ff, black 15%)");
    expect(shades["950"]).toBe("color-mix(in oklab, #3366ff, black 75%)");
  });

  it("falls back to the given preset for no colour, an unknown name or an unsafe value", () => {
    expect(resolveShades(null, null, "green")).toEqual(preset("green"));
    expect(resolveShades("chartreuse", null, "blue")).toEqual(preset("blue"));
    expect(resolveShades("red}</style><script>", null, "green")).toEqual(preset("green"));
  });
});

describe("themeCss", () => {
  it("gives the defaults without a profile: green, blue, violet, slate, white background", () => {
    const vars = declarations(themeCss(null));
    for (const step of SHADES) {
      expect(vars[`--brand-primary-${step}`]).toBe(tailwind.green[step]);
      expect(vars[`--brand-secondary-${step}`]).toBe(tailwind.blue[step]);
      expect(vars[`--brand-tertiary-${step}`]).toBe(tailwind.violet[step]);
      expect(vars[`--brand-muted-${step}`]).toBe(tailwind.slate[step]);
    }
    expect(vars["--brand-background"]).toBe("#ffffff");
    expect(vars["--brand-text"]).toBe(tailwind.slate["900"]);
    expect(Object.keys(vars)).toHaveLength(4 * 11 + 2);
  });

  it("uses the profile's colours, shades, muted preset, background and text", () => {
    const vars = declarations(
      themeCss(
        profile({
          primaryColor: "indigo",
          secondaryColor: "#3366ff",
          tertiaryColorShades: custom,
          mutedColor: "stone",
          backgroundColor: "#fafafa",
          textColor: "rgb(17, 17, 17)",
        }),
      ),
    );
    expect(vars["--brand-primary-50"]).toBe(tailwind.indigo["50"]);
    expect(vars["--brand-primary-950"]).toBe(tailwind.indigo["950"]);
    expect(vars["--brand-secondary-500"]).toBe("#3366ff");
    expect(vars["--brand-tertiary-700"]).toBe(custom["700"]);
    expect(vars["--brand-muted-500"]).toBe(tailwind.stone["500"]);
    expect(vars["--brand-background"]).toBe("#fafafa");
    expect(vars["--brand-text"]).toBe("rgb(17, 17, 17)");
  });

  it("takes only a muted preset for the muted scale, and the muted 900 as text by default", () => {
    const vars = declarations(themeCss(profile({ mutedColor: "indigo" })));
    expect(vars["--brand-muted-500"]).toBe(tailwind.slate["500"]);
    expect(declarations(themeCss(profile({ mutedColor: "zinc" })))["--brand-text"]).toBe(tailwind.zinc["900"]);
  });

  it("never lets an injected value into the style element", () => {
    const css = themeCss(
      profile({
        primaryColor: "red}</style><script>alert(1)</script>",
        primaryColorShades: { ...custom, "500": "red;}</style><script>" },
        secondaryColor: "#fff;}</style>",
        tertiaryColor: "rgb(0,0,0)}body{background:url(https://evil.example)",
        mutedColor: "slate;}",
        backgroundColor: "#fff}</style><script>alert(1)</script>",
        textColor: "rgb(0 0 0;}</style><script>)",
      }),
    );
    expect(css).not.toMatch(/[<>]/);
    expect(css).not.toMatch(/script|style|url|expression/i);
    expect(css.match(/[{}]/g)).toEqual(["{", "}"]);
    const vars = declarations(css);
    expect(Object.keys(vars)).toHaveLength(4 * 11 + 2);
    expect(vars["--brand-primary-500"]).toBe(tailwind.green["500"]);
    expect(vars["--brand-secondary-500"]).toBe(tailwind.blue["500"]);
    expect(vars["--brand-tertiary-500"]).toBe(tailwind.violet["500"]);
    expect(vars["--brand-background"]).toBe("#ffffff");
    expect(vars["--brand-text"]).toBe(tailwind.slate["900"]);
  });
});
