import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { DirectoryMap } from "~/components/map/directory-map";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { DirectoryList, DirectoryPagination, MapLegend, mapPlaces, mapPlacesUrl } from "./directory-list";
import { loadDirectory } from "./directory.server";
import { DirectorySearchForm } from "./search-form";

// Public. The list is the whole page without JavaScript. The page never hydrates: the map is one
// module script with Leaflet (DirectoryMap), so React and the toolbar's widgets stay on the server.
export const handle = { i18n: ["social-map", "organizations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, ...directory } = await loadDirectory(request, context);
  return data(
    { title: context.t("social-map:title"), tileUrl: context.config.MAP_TILE_URL, mapScript: import.meta.env.VITE_MAP_ISLAND_URL || null, ...directory },
    { status },
  );
}

export const meta = titleMeta;

export default function SocialMap() {
  const { t } = useTranslation("social-map");
  const { search, tags, postcodeError, entries, range, hasNextPage, tileUrl, mapScript } = useLoaderData<typeof loader>();
  const { search: query } = useLocation();
  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <DirectorySearchForm search={search} tags={tags} postcodeError={postcodeError} />
      <p role="status" className="mt-6">
        {range ? t("list.range", range) : t("list.none")}
      </p>
      {/* The map shows every organization of the search, not only this page's (docs/social-map.md). */}
      <DirectoryMap places={mapPlaces(entries)} tileUrl={tileUrl} src={mapScript} placesUrl={mapPlacesUrl(query)} legend={<MapLegend />} />
      <DirectoryList entries={entries} />
      <DirectoryPagination page={search.page} hasNextPage={hasNextPage} />
    </div>
  );
}
