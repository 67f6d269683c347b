import { type SQL, sql } from "drizzle-orm";
import { badRequest } from "../../jsonapi/errors";

// Title hits weigh most, then the organization's name and the tags, then the description (bm25
// weights per vacancy_search column: title, description, organization, tags).
const BM25 = sql.raw("bm25(vacancy_search, 10.0, 1.0, 4.0, 4.0)");
const MAX_TERMS = 8;

/**
 * The FTS5 query for what a visitor typed: its words (letters and digits only, so no FTS syntax
 * can be injected), each as a quoted prefix, all required. Diacritics fold in the tokenizer.
 */
export function matchExpression(search: string): string {
  const words = search.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0)
    throw badRequest(
      "Invalid query parameter",
      '"filter[search]" must contain a word.',
      { parameter: "filter[search]" },
    );
  return words
    .slice(0, MAX_TERMS)
    .map((w) => `"${w}"*`)
    .join(" ");
}

/**
 * A derived table (id, rank) of the vacancies matching `search`, lower rank = better; without
 * `ranked` only the ids (a count needs no bm25).
 */
export const matches = (search: string, ranked = true): SQL =>
  sql`(SELECT rowid AS id${ranked ? sql`, ${BM25} AS rank` : sql``} FROM vacancy_search WHERE vacancy_search MATCH ${matchExpression(search)})`;

export const KM_PER_DEGREE = 111.32;

/**
 * Squared distance in degrees-of-latitude² from a point (an equirectangular approximation: a few
 * metres off over the tens of kilometres a volunteer travels, and plain arithmetic in SQL).
 */
export function squaredDistance([lat, lng]: [number, number]): SQL {
  const k = Math.cos((lat * Math.PI) / 180);
  return sql`((v.latitude - ${lat}) * (v.latitude - ${lat}) + (v.longitude - ${lng}) * ${k} * (v.longitude - ${lng}) * ${k})`;
}

export const squaredDegrees = (km: number) => (km / KM_PER_DEGREE) ** 2;
