import { z } from "zod";
import { ACCENT_PRESETS, GTAG_ID, HEX_COLOR as HEX, MUTED_PRESETS, SHADE_STEPS, SHAPES } from "@contract/volunteer-centers";

export { ACCENT_PRESETS, MUTED_PRESETS, SHAPES };
export const SCALES = ["primary", "secondary", "tertiary"] as const;
export type Scale = (typeof SCALES)[number];

/** A custom shade set as typed: JSON with every key 50…950 (spec section 5), else refused. */
const shades = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .superRefine((text, ctx) => {
    if (!text) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    const record = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    const missing = SHADE_STEPS.filter((step) => typeof record?.[step] !== "string" || !HEX.test(record[step] as string));
    if (missing.length) ctx.addIssue({ code: z.ZodIssueCode.custom, params: { shades: missing.join(", ") } });
  });

const preset = z.union([z.literal("custom"), z.enum(ACCENT_PRESETS)]).optional();
// A file input left empty still posts an empty File: that is "no new file".
const file = z
  .instanceof(File)
  .optional()
  .transform((f) => (f && f.size > 0 ? f : undefined));
const checked = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

export const designSchema = z.object({
  intent: z.enum(["save", "preview"]),
  primaryPreset: preset,
  primaryCustom: z.string().regex(HEX).optional(),
  primaryShades: shades,
  secondaryPreset: preset,
  secondaryCustom: z.string().regex(HEX).optional(),
  secondaryShades: shades,
  tertiaryPreset: preset,
  tertiaryCustom: z.string().regex(HEX).optional(),
  tertiaryShades: shades,
  mutedColor: z.enum(MUTED_PRESETS),
  shape: z.enum(SHAPES),
  logo: file,
  removeLogo: checked,
  favicon: file,
  removeFavicon: checked,
  gtagId: z.string().trim().regex(GTAG_ID).optional(),
  acceptContrast: checked,
});

export type DesignForm = z.infer<typeof designSchema>;

/** The colour a scale's fields name: a preset, the custom colour, or none (the default). */
export function chosenColor(form: DesignForm, scale: Scale): string | null {
  const choice = form[`${scale}Preset`];
  if (choice === "custom") return form[`${scale}Custom`] ?? null;
  return choice ?? null;
}

export function chosenShades(form: DesignForm, scale: Scale): Record<string, string> | null {
  const text = form[`${scale}Shades`];
  return text ? (JSON.parse(text) as Record<string, string>) : null;
}
