import { type SQL, sql } from "drizzle-orm";
import { searchWords } from "@contract/rules";
import { type FacetFilter, facetExpressions } from "./facets";

// Title hits weigh most, then the organization's name and the tags, then the description (bm25
// weights per vacancy_search column: title, description, organization, tags, facets). The facets
// (facets.ts) weigh nothing: they narrow the matches, they do not rank them.
const BM25 = sql.raw("bm25(vacancy_search, 10.0, 1.0, 4.0, 4.0, 0.0)");
/** The same weights as FTS5's rank function (for `ORDER BY rank`). */
const RANK_FUNCTION = "bm25(10.0, 1.0, 4.0, 4.0, 0.0)";
const MAX_TERMS = 8;
/** The columns a visitor's words are looked for in (never the facet tokens). */
const TEXT_COLUMNS = "{title description organization tags}";

/**
 * The FTS5 query for what a visitor typed: its words (letters and digits only, so no FTS syntax
 * can be injected), each as a quoted prefix, all required, in the text columns. Diacritics fold
 * in the tokenizer. The filters that have a facet token are ANDed in (facets.ts): FTS5 then hands
 * over only the matches that may pass them.
 */
export function matchExpression(search: string, filter: FacetFilter = {}): string {
  const terms = searchWords(search)
    .slice(0, MAX_TERMS)
    .map((w) => `"${w}"*`)
    .join(" ");
  return [`${TEXT_COLUMNS} : (${terms})`, ...facetExpressions(filter)].join(" AND ");
}

/**
 * A derived table (id, rank) of the vacancies matching `search` (and the facets of `filter`),
 * lower rank = better; without `ranked` only the ids (a count needs no bm25).
 */
export const matches = (search: string, filter: FacetFilter, ranked = true): SQL =>
  sql`(SELECT rowid AS id${ranked ? sql`, ${BM25} AS rank` : sql``} FROM vacancy_search WHERE vacancy_search MATCH ${matchExpression(search, filter)})`;

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

/**
 * The two location indexes: 0007's for every list (0.05-degree bands, 5.6 km) and 0012's for the
 * public search (0.002 degrees, 222 m; public candidates only). `perDegree` is the expression's
 * factor, repeated exactly (SQLite matches an expression index by its text).
 */
export const LOCATION_INDEXES = {
  all: { perDegree: 20 },
  public: { perDegree: 500 },
} as const;

/** Up to this many bands each get their own row of `circleSql`; a wider circle reads its bands whole. */
const MAX_CHORDS = 400;

/** The circle's extent: its centre, and its half height and half width in degrees. */
function extent([lat, lng]: [number, number], km: number) {
  const dLat = km / KM_PER_DEGREE;
  return {
    lat,
    lng,
    dLat,
    k: Math.max(Math.cos((lat * Math.PI) / 180), 0.01),
  };
}

const bandOf = (perDegree: number) => sql.raw(`CAST((v.latitude + 90) * ${perDegree} AS INTEGER)`);

const band = (latitude: number, perDegree: number) => Math.floor((Math.max(-90, Math.min(90, latitude)) + 90) * perDegree);

/** The distance test itself, on the index's own columns. */
const inCircle = (near: [number, number], km: number) =>
  sql`v.latitude IS NOT NULL AND v.longitude IS NOT NULL AND ${squaredDistance(near)} <= ${squaredDegrees(km)}`;

/**
 * Within `km` of a point, as a condition alone (on alias v): the latitude bands of a location
 * index that the circle's bounding box touches, the box's longitude range, then the distance
 * itself. For a search, where FTS5 hands over the candidates and this checks each; lists that
 * the circle drives use circleSql.
 */
export function withinSql(near: [number, number], km: number, index: keyof typeof LOCATION_INDEXES = "all"): SQL {
  const { perDegree } = LOCATION_INDEXES[index];
  const { lat, lng, dLat, k } = extent(near, km);
  const dLng = dLat / k;
  return sql`${bandOf(perDegree)} BETWEEN ${band(lat - dLat, perDegree)} AND ${band(lat + dLat, perDegree)} AND v.longitude BETWEEN ${lng - dLng} AND ${lng + dLng} AND v.latitude BETWEEN ${lat - dLat} AND ${lat + dLat} AND ${inCircle(near, km)}`;
}

/**
 * Within `km` of a point, driving the list: `ranges` is a table (alias r) of the latitude bands
 * the circle touches, each with the longitude range of the circle's widest chord in that band,
 * to join before `vacancies v` (CROSS JOIN keeps that order); `where` seeks each band's range in
 * the location index and tests the distance. A circle's chords, not its bounding box: the box's
 * corners held as many index entries as the circle near a dense point. The rows are literals
 * (D1 binds at most 100 parameters; they are numbers computed here). Past MAX_CHORDS bands,
 * `ranges` is undefined and `where` is withinSql.
 */
export function circleSql(near: [number, number], km: number, index: keyof typeof LOCATION_INDEXES = "all"): { ranges?: SQL; where: SQL } {
  const { perDegree } = LOCATION_INDEXES[index];
  const { lat, lng, dLat, k } = extent(near, km);
  const [low, high] = [band(lat - dLat, perDegree), band(lat + dLat, perDegree)];
  if (high - low >= MAX_CHORDS) return { where: withinSql(near, km, index) };
  const rows = Array.from({ length: high - low + 1 }, (_, i) => {
    const b = low + i;
    const [south, north] = [b / perDegree - 90, (b + 1) / perDegree - 90];
    // The band's latitude nearest the centre; the chord there is the band's widest. The margin
    // covers rounding between this arithmetic and SQLite's band of a point on the band's edge.
    const dy = lat < south ? south - lat : lat > north ? lat - north : 0;
    const half = Math.sqrt(Math.max(0, dLat * dLat - dy * dy)) / k + 1e-9;
    return `(${b}, ${lng - half}, ${lng + half})`;
  });
  return {
    ranges: sql.raw(`(VALUES ${rows.join(", ")}) r`),
    where: sql`${bandOf(perDegree)} = r.column1 AND v.longitude BETWEEN r.column2 AND r.column3 AND ${inCircle(near, km)}`,
  };
}

/**
 * `meta.total` is exact up to this many matches; past it the list says `total_capped: true` and
 * the total is this (or, on a page beyond it, one more than that page reaches). Counting every
 * match of a broad search read every matching row (70,000 for one common word).
 */
export const TOTAL_CAP = 100;

/** How far the count goes for a page: the cap, or just past the page when that is further. */
export const countLimit = (offset: number, size: number) => Math.max(TOTAL_CAP, offset + size + 1);

/**
 * The ids of one page of a search in relevance order, FTS5 driving: the MATCH is the only table
 * of the query, so FTS5 hands its rows over sorted by rank (ORDER BY rank is consumed by the
 * virtual table, no sort of the joined set), and each is checked against `where` (on aliases v
 * and o) until the page is full. Ties keep FTS5's order. The facets of `filter` in the MATCH
 * keep FTS5 from handing over matches that a city or hours filter would drop.
 */
export const rankedPage = (search: string, filter: FacetFilter, from: SQL, where: SQL, limit: number, offset: number): SQL =>
  sql`SELECT s.rowid AS id FROM vacancy_search s WHERE s.vacancy_search MATCH ${matchExpression(search, filter)} AND s.rank MATCH ${RANK_FUNCTION} AND EXISTS (SELECT 1 FROM ${from} WHERE v.id = s.rowid AND ${where}) ORDER BY s.rank LIMIT ${limit} OFFSET ${offset}`;
