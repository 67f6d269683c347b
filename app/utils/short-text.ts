/**
 * The start of a text for a list (a directory entry's description): whole words up to `max`
 * characters, line breaks as spaces, "…" when something was cut.
 */
export function shortText(text: string | null | undefined, max = 160): string | null {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
