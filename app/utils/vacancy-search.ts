import type { ListQuery } from "@contract/list";
import { isCalendarDate, isHoursText, isPostcode, searchWords } from "@contract/rules";
import { COMMITMENTS, type vacancyList } from "@contract/vacancies";
import { z } from "zod";
import { pageNumber, SEARCH_DISTANCES, searchDistance } from "~/utils/list-search";

export const DISTANCES = SEARCH_DISTANCES;
export const SORTS = ["relevance", "newest"] as const;
export { COMMITMENTS };
export const SEARCH_PAGE_SIZE = 10;
/** The feeds' most items: a partner site shows the newest, not an archive. */
export const FEED_SIZE = 50;

// What the page's own form cannot produce (page 0, 7 km, sort=x) falls back to its default; what
// visitors type (postcode, hours, date) is reported back to them as a field error.
const schema = z.object({
  q: z.string().trim().max(200).catch(""),
  city: z.string().trim().max(100).catch(""),
  postcode: z.string().trim().max(20).catch(""),
  distance: searchDistance,
  remote: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "on" || v === "true")
    .catch(false),
  hours: z.string().trim().max(10).catch(""),
  commitment: z.enum(["", ...COMMITMENTS]).catch(""),
  date: z.string().trim().max(20).catch(""),
  sort: z.enum(SORTS).catch("relevance"),
  page: pageNumber,
});

export type VacancySearch = z.infer<typeof schema>;
export type VacancySearchField = "postcode" | "hours" | "date";
/** Field → error key under `vacancy-search:errors`. */
export type VacancySearchErrors = Partial<Record<VacancySearchField, string>>;

/** The search from its URL: `q city postcode distance remote hours commitment date sort page`. */
export function parseVacancySearch(params: URLSearchParams): { search: VacancySearch; errors: VacancySearchErrors } {
  const get = (key: string) => params.get(key) ?? undefined;
  const search = schema.parse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, get(key)])));
  const errors: VacancySearchErrors = {};
  if (search.postcode !== "") {
    if (isPostcode(search.postcode)) search.postcode = search.postcode.toUpperCase();
    else errors.postcode = "postcodeInvalid";
  }
  // Dutch visitors write 2,5 for two and a half hours.
  if (search.hours !== "") {
    const hours = search.hours.replace(",", ".");
    if (isHoursText(hours)) search.hours = hours;
    else errors.hours = "hoursInvalid";
  }
  if (search.date !== "" && !isCalendarDate(search.date)) errors.date = "dateInvalid";
  return { search, errors };
}

/** The API's list query for a valid search (docs/vacancies.md, "Calls"): public vacancies only. */
export function vacancyListQuery(search: VacancySearch, page: { number: number; size: number }, use: "page" | "feed" = "page") {
  // A feed is newest first and carries each description; the result page leaves the description
  // out, which spares the API rendering it (docs/performance-history.md, "SSR cost").
  // Typed text without a letter or digit ("!!") is no search: the api would refuse it.
  const words = searchWords(search.q).length > 0 ? search.q : undefined;
  const newest = use === "feed" || search.sort === "newest" || words === undefined;
  const description = use === "feed" ? (["description_html"] as const) : [];
  // The page puts its results on a map (docs/vacancies.md, "The map"); a feed has no use for the point.
  const point = use === "page" ? (["latitude", "longitude"] as const) : [];
  return {
    include: ["organization"],
    fields: {
      vacancies: ["title", ...description, "city", "remote", "hours_per_week", "commitment", "published_at", ...point, "organization"],
      organizations: ["name"],
    },
    filter: {
      public: "true",
      search: words,
      city_eq: search.city || undefined,
      postcode: search.postcode || undefined,
      distance_km_lteq: search.postcode ? String(search.distance) : undefined,
      remote_eq: search.remote ? "true" : undefined,
      hours_per_week_lteq: search.hours || undefined,
      commitment_eq: search.commitment || undefined,
      available_on: search.date || undefined,
    },
    // Relevance is the API's default for a search; without words the newest come first.
    sort: newest ? "-published_at" : undefined,
    page,
  } satisfies ListQuery<typeof vacancyList>;
}

/** The search as URL parameters, defaults left out, so a shared link stays short. */
export function searchParamsOf(search: VacancySearch, { page = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.city) params.set("city", search.city);
  if (search.postcode) {
    params.set("postcode", search.postcode);
    params.set("distance", String(search.distance));
  }
  if (search.remote) params.set("remote", "1");
  if (search.hours) params.set("hours", search.hours);
  if (search.commitment) params.set("commitment", search.commitment);
  if (search.date) params.set("date", search.date);
  if (search.sort !== "relevance") params.set("sort", search.sort);
  if (page && search.page > 1) params.set("page", String(search.page));
  return params;
}
