import type { AppLoadContext } from "@remix-run/cloudflare";
import { isUnknownPostcode, searchVacancies } from "~/.server/api/vacancies";
import { vacancyFacts } from "~/utils/vacancy-facts";
import { parseVacancySearch, SEARCH_PAGE_SIZE, searchParamsOf, vacancyListQuery, type VacancySearchErrors } from "~/utils/vacancy-search";

/**
 * What /vacancies/search shows for a URL: one page of results, or field errors (status 400) for
 * what the visitor typed wrong. Results are cut to what the list shows, to keep the page light.
 */
export async function loadVacancySearch(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { search, errors } = parseVacancySearch(url.searchParams);
  const fieldErrors: VacancySearchErrors = { ...errors };
  let found = { vacancies: [] as Awaited<ReturnType<typeof searchVacancies>>["vacancies"], hasNextPage: false };
  if (!Object.keys(errors).length) {
    try {
      found = await searchVacancies(context.api, vacancyListQuery(search, { number: search.page, size: SEARCH_PAGE_SIZE }));
    } catch (error) {
      if (!isUnknownPostcode(error)) throw error;
      fieldErrors.postcode = "postcodeUnknown";
    }
  }
  const messages = Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, context.t(`vacancy-search:errors.${key}`)]));
  const feedQuery = searchParamsOf(search).toString();
  const feed = (kind: string) => `${url.origin}/vacancies/feed.${kind}${feedQuery ? `?${feedQuery}` : ""}`;
  return {
    search,
    errors: messages as Partial<Record<keyof VacancySearchErrors, string>>,
    results: found.vacancies.map((v) => ({
      id: v.id,
      title: v.title,
      organization: v.organization?.name ?? null,
      ...vacancyFacts(v, context.t, context.locale),
      // Where it is done, for the map and the list's OpenStreetMap link; none when remote.
      point: !v.remote && v.latitude != null && v.longitude != null ? { lat: v.latitude, lng: v.longitude } : null,
    })),
    // Which results these are (26–35): the API does not count, it tells whether more follow.
    first: (search.page - 1) * SEARCH_PAGE_SIZE + 1,
    hasNextPage: found.hasNextPage,
    feeds: { rss: feed("rss"), json: feed("json") },
    tileUrl: context.config.MAP_TILE_URL,
    status: Object.keys(fieldErrors).length ? 400 : 200,
  };
}
