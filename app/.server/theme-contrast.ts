import { AA_NORMAL_TEXT, contrastWithWhite } from "~/utils/contrast";
import { resolveShades } from "./theme";

// The scale defaults of theme.ts, for a scale left on "default".
const FALLBACK = { primary: "green", secondary: "blue", tertiary: "violet" } as const;

export interface ScaleCheck {
  shades: Record<string, string>;
  /** White text on shade 700 (buttons), which is also the link colour on white. */
  contrast: number | null;
  passes: boolean;
}

/** A scale as the theme would draw it, and whether it reaches WCAG AA for text (4.5:1). */
export function checkScale(scale: keyof typeof FALLBACK, color: string | null, shades: unknown): ScaleCheck {
  const resolved = resolveShades(color, shades, FALLBACK[scale]);
  const contrast = contrastWithWhite(resolved["700"]);
  return { shades: resolved, contrast, passes: contrast === null || contrast >= AA_NORMAL_TEXT };
}
