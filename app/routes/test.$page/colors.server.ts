import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadCurrentCenter } from "~/.server/current-center";
import { SHADES } from "~/.server/theme";
import { AA_NORMAL_TEXT, contrastRatio } from "~/utils/contrast";
import { themeVariables } from "../dev.$section/theme-variables";

const SCALES = ["primary", "secondary", "tertiary", "muted"] as const;

/**
 * /test/colors: every shade of the centre's scales with its contrast against white and against
 * the theme's text colour, and whether each reaches WCAG AA for normal text (4.5:1).
 */
export async function colorScales(context: AppLoadContext) {
  const center = await loadCurrentCenter(context);
  const variables = themeVariables(center.themeCss);
  const text = variables["--brand-text"] ?? "#000000";
  const check = (color: string, against: string) => {
    const ratio = contrastRatio(color, against);
    return { ratio, passes: ratio !== null && ratio >= AA_NORMAL_TEXT };
  };
  return {
    center: center.name,
    text,
    scales: SCALES.map((scale) => ({
      scale,
      shades: SHADES.map((shade) => {
        const color = variables[`--brand-${scale}-${shade}`] ?? "";
        return { shade, color, onWhite: check(color, "#ffffff"), onText: check(color, text) };
      }),
    })),
  };
}
