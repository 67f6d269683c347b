import type { AppLoadContext } from "@remix-run/cloudflare";
import { searchVacancies } from "../api/vacancies";
import { type DirectoryFilters, keptThemes, listDirectory } from "../api/social-map";
import { keptContent } from "../kept-content";
import { type VacancyFacts, vacancyFacts } from "~/utils/vacancy-facts";
import { parseVacancySearch, vacancyListQuery } from "~/utils/vacancy-search";

/** A vacancy on the home page: its title, its organization and its facts in the visitor's words. */
export type HomeVacancy = { id: string; title: string; organization: string | null } & VacancyFacts;

export interface HomeOrganization {
  id: string;
  name: string;
  place: string | null;
}

const NEWEST = 4;
const NEARBY = 6;
const THEMES = 12;

/**
 * The newest public vacancies: the search page's query without words, newest first. Kept while
 * current (kept-content.ts): `filter[public]` is the same list for everyone, and it changes by a
 * write or by the UTC day (a vacancy's expiry date), both in the content version. Their facts are
 * worded per request, in the visitor's language.
 */
export async function loadNewestVacancies(context: AppLoadContext): Promise<HomeVacancy[]> {
  const { search } = parseVacancySearch(new URLSearchParams());
  const { vacancies } = await keptContent(context, "home:vacancies", () => searchVacancies(context.api, vacancyListQuery(search, { number: 1, size: NEWEST })));
  return vacancies.map((v) => ({ id: v.id, title: v.title, organization: v.organization?.name ?? null, ...vacancyFacts(v, context.t, context.locale) }));
}

/** The centre's themes (the social map's tags), each an entry point into the map. */
export async function loadThemes(context: AppLoadContext) {
  return (await keptThemes(context)).slice(0, THEMES).map((t) => t.name);
}

/** The first organizations of the centre's own directory: the ones near this centre. */
export async function loadNearbyOrganizations(context: AppLoadContext): Promise<HomeOrganization[]> {
  const filters: DirectoryFilters = { name: "", tagIds: [], place: "", postcode: "", distance: 10, sort: "name", page: 1, size: NEARBY };
  // The home page shows each one's name and place: no themes. Only approved ones, whoever asks, and
  // their place (the city) is shown to everyone: kept while current.
  const { entries } = await keptContent(context, "home:organizations", () => listDirectory(context, filters, { tags: false }));
  return entries.filter((e) => e.organizationType !== "VolunteerCenter").map((e) => ({ id: e.id, name: e.name, place: e.city }));
}
