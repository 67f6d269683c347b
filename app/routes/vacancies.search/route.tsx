import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { DirectoryMap } from "~/components/map/directory-map";
import { PageHeader } from "~/components/page-header";
import { PreviousNext } from "~/components/pagination";
import { titleMeta } from "~/utils/meta";
import { VacancyResultList, vacancyPlaces } from "./result-list";
import { VacancySearchForm } from "./search-form";
import { loadVacancySearch } from "./search.server";

// Public and light: it never hydrates (no handle.hydrate), the GET form and links are the page.
// With JavaScript the results with a place also show on a map: the social map's island
// (DirectoryMap, one module script with Leaflet), loaded only when there is something to show.
export const handle = { i18n: ["vacancy-search"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, ...found } = await loadVacancySearch(request, context);
  return data(
    {
      title: context.t("vacancy-search:title"),
      feedTitle: context.t("vacancy-search:feeds.label"),
      mapScript: import.meta.env.VITE_MAP_ISLAND_URL || null,
      ...found,
    },
    { status },
  );
}

// The feeds of this very search, for feed readers and partner sites that look for them.
export const meta: MetaFunction<typeof loader> = (args) => [
  ...titleMeta(args),
  ...(args.data
    ? [
        { tagName: "link", rel: "alternate", type: "application/rss+xml", title: args.data.feedTitle, href: args.data.feeds.rss },
        { tagName: "link", rel: "alternate", type: "application/feed+json", title: args.data.feedTitle, href: args.data.feeds.json },
      ]
    : []),
];

export default function VacancySearchPage() {
  const { t } = useTranslation("vacancy-search");
  const { search, errors, results, first, hasNextPage, feeds, tileUrl, mapScript } = useLoaderData<typeof loader>();
  // Counted only when all results are on this one page; otherwise which results these are.
  const exact = search.page === 1 && !hasNextPage;
  const range = t("list.range", { from: first, to: first + results.length - 1 });
  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <VacancySearchForm search={search} errors={errors} />
      <p role="status" className="mt-6">
        {exact || !results.length ? t("list.total", { count: results.length }) : range}
      </p>
      <DirectoryMap places={vacancyPlaces(results)} tileUrl={tileUrl} src={mapScript} ns="vacancy-search" />
      <VacancyResultList results={results} />
      <PreviousNext
        page={search.page}
        hasNext={hasNextPage}
        label={t("list.page", { page: search.page })}
        labels={{ nav: t("list.pagination"), previous: t("list.previous"), next: t("list.next") }}
      />
      <nav aria-label={t("feeds.label")} className="mt-8 flex flex-wrap gap-4 text-sm">
        <a href={feeds.rss} className="underline">
          {t("feeds.rss")}
        </a>
        <a href={feeds.json} className="underline">
          {t("feeds.json")}
        </a>
      </nav>
    </div>
  );
}
