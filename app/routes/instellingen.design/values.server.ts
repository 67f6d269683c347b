import type { VolunteerCenterProfile } from "~/.server/api/types";
import type { DesignValues } from "./design-form";
import { ACCENT_PRESETS, SCALES, type DesignForm, type Scale } from "./schema";

const HEX = /^#[0-9a-f]{6}$/i;
// What the colour input shows for a scale that is not a custom colour (the spec's defaults).
const DEFAULT_HEX: Record<Scale, string> = { primary: "#15803d", secondary: "#1d4ed8", tertiary: "#6d28d9" };

/** The form's starting values from the saved profile. */
export function designValues(profile: VolunteerCenterProfile | null, tenantShape: string): DesignValues {
  const pick = <T>(f: (scale: Scale) => T) => Object.fromEntries(SCALES.map((s) => [s, f(s)])) as Record<Scale, T>;
  const color = (scale: Scale) => profile?.[`${scale}Color`]?.trim() ?? "";
  const shades = (scale: Scale) => profile?.[`${scale}ColorShades`];
  return {
    presets: pick((s) => (HEX.test(color(s)) ? "custom" : (ACCENT_PRESETS as readonly string[]).includes(color(s)) ? color(s) : "")),
    customs: pick((s) => (HEX.test(color(s)) ? color(s).toLowerCase() : DEFAULT_HEX[s])),
    shades: pick((s) => (shades(s) ? JSON.stringify(shades(s)) : "")),
    mutedColor: profile?.mutedColor ?? "slate",
    shape: profile?.shape ?? tenantShape,
    gtagId: profile?.gtagId ?? "",
    logoUrl: profile?.websiteLogoUrl ?? null,
    faviconUrl: profile?.faviconUrl ?? null,
  };
}

/** The saved values as a posted form, so the page's first preview is the saved theme. */
export function formOfValues(values: DesignValues): DesignForm {
  const scale = (s: Scale) => ({
    [`${s}Preset`]: values.presets[s] || undefined,
    [`${s}Custom`]: values.customs[s],
    [`${s}Shades`]: values.shades[s] || undefined,
  });
  return {
    intent: "preview",
    ...scale("primary"),
    ...scale("secondary"),
    ...scale("tertiary"),
    mutedColor: values.mutedColor,
    shape: values.shape,
    removeLogo: false,
    removeFavicon: false,
    acceptContrast: false,
  } as DesignForm;
}
