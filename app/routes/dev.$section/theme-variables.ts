/**
 * The custom properties of the theme's `<style>` (`:root{--brand-primary-50:#f0fdf4;…}`) as a map,
 * so the colours page can print the value behind every swatch.
 */
export function themeVariables(css: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const match of css.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;}]+)/gi)) variables[match[1]] = match[2].trim();
  return variables;
}
