import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ListQuery } from "@contract/list";
import type { vacancyList } from "@contract/vacancies";
import { VACANCY_EMBED_PAGE_SIZE, vacancyEmbedParams } from "@contract/vacancies/embed";
import { searchVacancies } from "~/.server/api/vacancies";
import { vacancyFacts } from "~/utils/vacancy-facts";

/**
 * What /embed/vacatures shows for a URL (docs/vacancy-embed.md): the current centre's public
 * vacancies, newest first, optionally of one organization or one theme. A parameter the partner
 * wrote wrong is a 400 that names it, not a silently broader list on their site. The API scopes
 * everything to this host's tenant, so another centre's organization id simply finds nothing.
 */
export async function loadVacancyEmbed(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const parsed = vacancyEmbedParams.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const parameters = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join(", ");
    return {
      params: null,
      error: context.t("vacancy-search:embed.badParameters", { parameters }),
      results: [],
      organization: null,
      hasNextPage: false,
      map: null,
      status: 400,
    };
  }
  const params = parsed.data;
  const { vacancies, hasNextPage } = await searchVacancies(context.api, {
    include: ["organization"],
    // The map's points only when it is asked for: without it the list needs none.
    fields: {
      vacancies: ["title", "city", "remote", "hours_per_week", "commitment", "organization", ...(params.map ? (["latitude", "longitude"] as const) : [])],
      organizations: ["name"],
    },
    filter: {
      public: "true",
      organization_id_eq: params.organization === undefined ? undefined : String(params.organization),
      tag_name_eq: params.theme,
    },
    sort: "-published_at",
    page: { number: params.page, size: VACANCY_EMBED_PAGE_SIZE },
  } satisfies ListQuery<typeof vacancyList>);
  const results = vacancies.map((v) => ({
    id: v.id,
    title: v.title,
    organization: v.organization?.name ?? null,
    ...vacancyFacts(v, context.t, context.locale),
    point: params.map && !v.remote && v.latitude != null && v.longitude != null ? { lat: v.latitude, lng: v.longitude } : null,
  }));
  return {
    params,
    error: null,
    results,
    // The heading names the organization when the list is one organization's (and it has any).
    organization: params.organization !== undefined ? (results[0]?.organization ?? null) : null,
    hasNextPage,
    // The social map's island, as on /vacancies/search: the only script the embed loads, and only with map=1.
    map: params.map ? { tileUrl: context.config.MAP_TILE_URL, script: import.meta.env.VITE_MAP_ISLAND_URL || null } : null,
    status: 200,
  };
}
