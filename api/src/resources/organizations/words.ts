import { type SQL, sql } from "drizzle-orm";
import type { Subject } from "./copies";
import { containsText } from "../../db/contains";
import { searchWords } from "@contract/rules";
import { idParams } from "../../db/id-list";

// filter[q], the social map's search (docs/social-map.md): what a visitor types may be part of a
// name ("demo" in "Sportvereniging De Demo") or words of what the organization does ("ouderen" in
// "maatjes voor eenzame ouderen"). So an organization matches when its name contains the text, or
// when every word of the text starts a word of its name or description (organization_words, 0120).

/** At most this many words of the text are searched. */
const MAX_WORDS = 10;

/** The text's words as FTS5 prefix terms, all required: `"eenzame"* "ouder"*`; null without words. */
export function wordTerms(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0
    ? null
    : words
        .slice(0, MAX_WORDS)
        .map((word) => `"${word}"*`)
        .join(" ");
}

/** The condition on the subject (its id and name) for filter[q]. */
export function matchesWords(s: Subject, text: string): SQL {
  const inName = containsText(s.name, text);
  const terms = wordTerms(text);
  return terms === null ? inName : sql`(${inName} OR ${s.id} IN (SELECT rowid FROM organization_words WHERE organization_words MATCH ${terms}))`;
}

/** The condition for filter[tag_id_in]: the organization has any of these tags. */
export function hasAnyTag(s: Subject, tenantId: string, ids: number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM organization_tags t WHERE t.tenant_id = ${tenantId} AND t.organization_id = ${s.id} AND t.tag_id IN (${idParams(ids)}))`;
}

/**
 * The condition for filter[tag_id_all]: for each of these tags the organization has a tag of the
 * same name (any case; another centre's "Sport" is the same theme, as the map chooses by name),
 * and every id names a tag of the tenant (an unknown one finds nothing).
 */
export function hasEveryTag(s: Subject, tenantId: string, ids: number[]): SQL {
  const list = idParams(ids);
  return sql`((SELECT COUNT(*) FROM tags w WHERE w.tenant_id = ${tenantId} AND w.id IN (${list})) = ${ids.length} AND NOT EXISTS (SELECT 1 FROM tags w WHERE w.tenant_id = ${tenantId} AND w.id IN (${list}) AND NOT EXISTS (SELECT 1 FROM organization_tags t JOIN tags h ON h.tenant_id = t.tenant_id AND h.id = t.tag_id WHERE t.tenant_id = ${tenantId} AND t.organization_id = ${s.id} AND h.name = w.name COLLATE NOCASE)))`;
}
