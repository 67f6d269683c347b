import palettes from "tailwindcss/colors";
import type { ColorShades, VolunteerCenterProfile } from "./api/types";

export const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export const MUTED_PRESETS = ["gray", "slate", "stone", "zinc", "neutral"] as const;
export const ACCENT_PRESETS = ["indigo", "sky", "purple", "violet", "lime", "teal", "emerald", "rose", "pink", "yellow", "orange", "mauve"] as const;
// Spec section 9's defaults (primary green, secondary blue, neutral slate); tertiary is ours.
const DEFAULTS = { primary: "green", secondary: "blue", tertiary: "violet", muted: "slate" } as const;
const PRESETS = new Set<string>([...ACCENT_PRESETS, ...MUTED_PRESETS, ...Object.values(DEFAULTS)]);

// The values end up inside a <style> element: only plain colour syntax may pass, never `;`, `<` or `}`.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s-]{1,60}\))$/i;
export const isSafeColor = (value: unknown): value is string => typeof value === "string" && SAFE_COLOR.test(value.trim());

/** A custom shade set counts only when it has all eleven keys, each a safe colour (spec section 5). */
export function validShades(value: unknown): ColorShades | null {
  let shades = value;
  if (typeof shades === "string") {
    try {
      shades = JSON.parse(shades);
    } catch {
      return null;
    }
  }
  if (!shades || typeof shades !== "object" || Array.isArray(shades)) return null;
  const record = shades as Record<string, unknown>;
  return SHADES.every((step) => isSafeColor(record[step])) ? Object.fromEntries(SHADES.map((step) => [step, (record[step] as string).trim()])) : null;
}

function presetShades(name: string): ColorShades {
  const palette = (palettes as unknown as Record<string, Record<string, string>>)[name];
  return Object.fromEntries(SHADES.map((step) => [step, palette[step]]));
}

// From one colour: lighter steps mix with white, darker with black, 500 is the colour itself.
const MIX = { 50: 95, 100: 90, 200: 75, 300: 60, 400: 30, 500: 0, 600: -15, 700: -30, 800: -45, 900: -60, 950: -75 };
function shadesFromColor(color: string): ColorShades {
  return Object.fromEntries(
    SHADES.map((step) => {
      const amount = MIX[step as unknown as keyof typeof MIX];
      if (amount === 0) return [step, color];
      const other = amount > 0 ? "white" : "black";
      return [step, `color-mix(in oklab, ${color}, ${other} ${Math.abs(amount)}%)`];
    }),
  );
}

/** Custom shades win; then a preset name; then one colour spread over the steps; then the default. */
export function resolveShades(color: string | null | undefined, shades: unknown, fallback: string): ColorShades {
  const custom = validShades(shades);
  if (custom) return custom;
  const name = color?.trim().toLowerCase();
  if (name && PRESETS.has(name)) return presetShades(name);
  if (isSafeColor(color)) return shadesFromColor(color.trim());
  return presetShades(fallback);
}

/** The centre's theme as CSS custom properties on :root; Tailwind's theme variables read them. */
export function themeCss(profile: VolunteerCenterProfile | null): string {
  const p = profile;
  const scales = {
    primary: resolveShades(p?.primaryColor, p?.primaryColorShades, DEFAULTS.primary),
    secondary: resolveShades(p?.secondaryColor, p?.secondaryColorShades, DEFAULTS.secondary),
    tertiary: resolveShades(p?.tertiaryColor, p?.tertiaryColorShades, DEFAULTS.tertiary),
    muted: resolveShades(MUTED_PRESETS.includes(p?.mutedColor as never) ? p?.mutedColor : null, null, DEFAULTS.muted),
  };
  const lines = Object.entries(scales).flatMap(([name, shades]) => SHADES.map((step) => `--brand-${name}-${step}:${shades[step]};`));
  lines.push(`--brand-background:${isSafeColor(p?.backgroundColor) ? p.backgroundColor : "#ffffff"};`);
  lines.push(`--brand-text:${isSafeColor(p?.textColor) ? p.textColor : scales.muted["900"]};`);
  return `:root{${lines.join("")}}`;
}
