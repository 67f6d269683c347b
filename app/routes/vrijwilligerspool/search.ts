import { AVAILABILITY_SLOTS, DAY_PARTS, WEEKDAYS } from "@contract/volunteer-profiles";
import { isPostcode, searchWords } from "@contract/rules";
import type { PoolFilter } from "~/.server/api/volunteer-profiles";
import { clampedPage } from "~/utils/list-search";

export const POOL_DISTANCES = ["5", "10", "25", "50"] as const;
export const POOL_HOURS = ["2", "4", "8", "16"] as const;

/** The pool's search as its GET form sends it; anything malformed is left out. */
export interface PoolSearch {
  q: string;
  themes: string[];
  days: string[];
  parts: string[];
  hours: string;
  postcode: string;
  distance: string;
  page: number;
}

const within = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

export function readPoolSearch(url: URL): PoolSearch {
  const p = url.searchParams;
  const distance = p.get("distance");
  const hours = p.get("hours");
  return {
    q: (p.get("q") ?? "").slice(0, 100),
    themes: p
      .getAll("theme")
      .filter((id) => /^[1-9][0-9]{0,14}$/.test(id))
      .slice(0, 20),
    days: p.getAll("day").filter((d) => within(WEEKDAYS, d)),
    parts: p.getAll("part").filter((d) => within(DAY_PARTS, d)),
    hours: within(POOL_HOURS, hours) ? hours : "",
    postcode: (p.get("postcode") ?? "").trim().slice(0, 10),
    distance: within(POOL_DISTANCES, distance) ? distance : "10",
    page: clampedPage(p, 1000),
  };
}

/**
 * The api's filter: the chosen days and parts of the day as slots (only days: all of each day;
 * only parts: those parts on every day), the words only when they hold a letter or digit.
 */
export function poolFilter(search: PoolSearch): PoolFilter {
  const days = search.days.length > 0 ? search.days : WEEKDAYS;
  const parts = search.parts.length > 0 ? search.parts : DAY_PARTS;
  const slots =
    search.days.length + search.parts.length > 0
      ? AVAILABILITY_SLOTS.filter((s) => days.some((d) => s.startsWith(`${d}_`)) && parts.some((p) => s.endsWith(`_${p}`)))
      : [];
  const words = searchWords(search.q).length > 0;
  const postcode = isPostcode(search.postcode);
  return {
    search: words ? search.q : undefined,
    tag_ids: search.themes.length > 0 ? search.themes.join(",") : undefined,
    availability: slots.length > 0 ? slots.join(",") : undefined,
    hours_min: search.hours || undefined,
    postcode: postcode ? search.postcode : undefined,
    distance_km: postcode ? search.distance : undefined,
  };
}
