import { type ListRequest, statementsFor } from "./list-statements";
import { type Plan, type Wanted, planFor } from "./list-plan";
import { rarestTrigram } from "./name-trigrams";

// A part of a name in (ascending) name order, the social map's name box (docs/organizations.md
// "The list at scale"): its first FTS5 matches with their names and whether they pass the
// filters; fewer than FEW are the whole answer, sorted here. Otherwise its rarest trigram is
// walked in name order. A trigram no name has: nothing matches.

/** Fewer FTS5 matches than this are read and sorted rather than walked by a trigram. */
const FEW = 20;

/** Index entries a name-ordered walk of a trigram reads beyond the page before it gives up. */
const WALK_SLACK = 30;

/**
 * SQLite's BINARY order of two texts: their UTF-8 bytes, which is code point order (JavaScript's
 * `<` compares UTF-16 units, which differs above U+FFFF).
 */
function byBinary(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Whether the list is a name part in ascending name order (nameOrderPage answers it). */
export const inNameOrder = (request: ListRequest) =>
  request.nameSearch !== undefined && request.sorts.length > 0 && request.sorts.every((o) => o.field === "name" && o.direction === "asc");

/**
 * The page's ids (one more than the page) of a name part in name order, and the count when
 * asked. `ftsPlan` is the FTS5 plan the list would take otherwise.
 */
export async function nameOrderPage(request: ListRequest, wanted: Wanted, ftsPlan: Plan, count: boolean): Promise<{ ids: { id: number }[]; total?: number }> {
  const { db, tenantId, sorts, filter, offset, size, nameSearch } = request;
  if (nameSearch === undefined) throw new TypeError("nameOrderPage needs a name part");
  const candidates = await statementsFor(request, planFor(tenantId, sorts, { ...wanted, few: FEW })).candidatesOf();
  if (candidates.length < FEW) {
    const passing = candidates.filter((c) => c.ok === 1).sort((a, b) => byBinary(a.name, b.name) || a.id - b.id);
    return {
      ids: passing.slice(offset, offset + size + 1),
      total: count ? passing.length : undefined,
    };
  }
  const trigram = await rarestTrigram(db, tenantId, nameSearch);
  if (trigram.n === 0) return { ids: [], total: count ? 0 : undefined };
  // The trigram's first entries in name order (status and centre first when both are asked, the
  // map's request): enough for the page when a fair share of them match. When they do not and
  // the trigram has more, the FTS5 plan reads the matches themselves (a rare part among a common
  // trigram); so a page never reads much more than the cheaper of the two.
  const need = offset + size + 1;
  const cap = Math.max(2 * need, need + WALK_SLACK);
  const seek =
    filter.status_eq !== undefined && filter.volunteer_center_id_eq !== undefined
      ? { status: filter.status_eq, centre: filter.volunteer_center_id_eq }
      : undefined;
  const walkPlan = planFor(tenantId, sorts, {
    ...wanted,
    walk: { trigram: trigram.trigram, cap, seek },
  });
  const [walked, totals] = await Promise.all([
    statementsFor(request, walkPlan).pageIdsOf(),
    // The count from the FTS5 plan: up to TOTAL_CAP matches, not every trigram entry.
    count ? statementsFor(request, ftsPlan).countOf() : Promise.resolve(undefined),
  ]);
  // Too few in the walk's entries and more beyond: the FTS5 plan reads the matches.
  const ids = walked.length < size + 1 && trigram.n > cap ? await statementsFor(request, ftsPlan).pageIdsOf() : walked;
  return { ids, total: totals?.[0]?.total };
}
