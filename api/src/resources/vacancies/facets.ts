/**
 * The `facets` column of vacancy_search (api/migrations/0011_search_facets.sql): one token per
 * value of the public search's filters, so a text search with a place or hours asks FTS5 for the
 * matches in that place or with those hours only, instead of checking hundreds of other matches
 * against `vacancies` (docs/vacancies.md "Search"). A facet only narrows the candidates: the
 * exact SQL conditions still decide (`city = ? COLLATE NOCASE`, the hours as numbers).
 *
 * The tokens of a row, built by the migration's triggers:
 * - `c` + the city with the characters of CITY_JOINERS taken out ("Den Haag" → `cdenhaag`);
 *   without a city just `c`. The tokenizer folds case and diacritics, so every city that equals
 *   the filter value under NOCASE has the filter's token (and some others do too: "Denhaag",
 *   "Den-Haag", "Dén Haag"; the SQL check drops those);
 * - `h` + the hours per week rounded down (3.5 → `h3`); without hours just `h`;
 * - `r0` / `r1` for remote;
 * - `m` + the commitment's letters (`moneoff`, `mrecurring`).
 */

/**
 * Characters taken out of a city before it becomes a token, so that a city of several words is
 * one token. The migration's triggers nest one SQLite replace() per character, in this order.
 */
export const CITY_JOINERS = [" ", "-", "'", "’", ".", ",", "/", "(", ")"];

/** Hours filters are a facet when they span at most this many whole hours (an OR of tokens). */
export const MAX_HOUR_TOKENS = 12;

/** The filters a facet can narrow (plan/list.ts applies each exactly as well). */
export type FacetFilter = {
  city_eq?: string;
  hours_per_week_gteq?: number;
  hours_per_week_lteq?: number;
  remote_eq?: boolean;
  commitment_eq?: string;
};

/**
 * An FTS5 phrase of the city's token. What is left after CITY_JOINERS is split where the
 * tokenizer splits too (anything but letters, digits and marks: a city such as "A & B" stays two
 * tokens in the row as well), so the phrase holds letters, digits and spaces only and nothing of
 * the value can act as FTS5 syntax.
 */
export function cityPhrase(city: string): string {
  let joined = `c${city}`;
  for (const c of CITY_JOINERS) joined = joined.replaceAll(c, "");
  const words = joined.match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? [];
  return `"${words.join(" ")}"`;
}

/** The hour tokens of a range, or undefined when it is empty or too wide to be worth it. */
function hourTokens(gteq?: number, lteq?: number): string[] | undefined {
  if (gteq === undefined && lteq === undefined) return undefined;
  // A row of x hours has token h⌊x⌋, and gteq ≤ x ≤ lteq gives ⌊gteq⌋ ≤ ⌊x⌋ ≤ ⌊lteq⌋.
  const low = Math.floor(gteq ?? 0);
  const high = Math.floor(lteq ?? 168);
  if (high < low || high - low + 1 > MAX_HOUR_TOKENS) return undefined;
  return Array.from({ length: high - low + 1 }, (_, i) => `"h${low + i}"`);
}

/** The FTS5 expressions (each on column `facets`) that the filters allow, all to be ANDed. */
export function facetExpressions(f: FacetFilter): string[] {
  const parts: string[] = [];
  if (f.city_eq !== undefined) parts.push(cityPhrase(f.city_eq));
  const hours = hourTokens(f.hours_per_week_gteq, f.hours_per_week_lteq);
  if (hours) parts.push(hours.length === 1 ? hours[0] : `(${hours.join(" OR ")})`);
  if (f.remote_eq !== undefined) parts.push(`"r${f.remote_eq ? 1 : 0}"`);
  if (f.commitment_eq !== undefined) parts.push(`"m${f.commitment_eq.replace(/[^a-z]/g, "")}"`);
  return parts.map((p) => `facets : ${p}`);
}
