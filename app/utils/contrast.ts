// WCAG 2.1 contrast for the theme's colours (docs/settings.md): white text sits on shade 700 of
// primary and secondary (buttons), and shade 700 is the link colour on white, so that shade must
// reach 4.5:1 against white. Colours come as hex, oklch() (Tailwind's palettes) or the
// color-mix() that app/.server/theme.ts spreads one colour with.

export const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function hexToLinear(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => toLinear(v / 255)) as Rgb;
}

function linearToOklab([r, g, b]: Rgb): Rgb {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function oklchToLinear(text: string): Rgb | null {
  const m = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/i.exec(text.trim());
  if (!m) return null;
  const L = Number(m[1]) / (m[2] ? 100 : 1);
  const C = Number(m[3]);
  const h = (Number(m[4]) * Math.PI) / 180;
  return oklabToLinear([L, C * Math.cos(h), C * Math.sin(h)]);
}

// theme.ts: `color-mix(in oklab, <colour>, white|black N%)`.
function mixToLinear(text: string): Rgb | null {
  const m = /^color-mix\(in oklab,\s*(.+),\s*(white|black)\s+([\d.]+)%\)$/i.exec(text.trim());
  if (!m) return null;
  const base = colorToLinear(m[1]);
  if (!base) return null;
  const other: Rgb = m[2].toLowerCase() === "white" ? [1, 0, 0] : [0, 0, 0];
  const t = Number(m[3]) / 100;
  const lab = linearToOklab(base);
  return oklabToLinear(lab.map((v, i) => v * (1 - t) + other[i] * t) as Rgb);
}

function colorToLinear(text: string): Rgb | null {
  return hexToLinear(text) ?? oklchToLinear(text) ?? mixToLinear(text);
}

/** Relative luminance (WCAG 2.1), or null for a colour this module cannot read. */
export function luminance(color: string): number | null {
  const rgb = colorToLinear(color);
  return rgb ? 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] : null;
}

/** The contrast ratio of a colour against white, rounded down to one decimal (so 4.49 fails). */
export function contrastWithWhite(color: string): number | null {
  const l = luminance(color);
  return l === null ? null : Math.floor((1.05 / (l + 0.05)) * 10) / 10;
}

/** The WCAG contrast ratio of two colours, rounded down to one decimal; null if either is unreadable. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 10) / 10;
}
