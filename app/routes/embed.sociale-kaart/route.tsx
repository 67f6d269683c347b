import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { DirectoryMap } from "~/components/map/directory-map";
import { useTranslation } from "~/i18n-t";
import { EmbedPage } from "~/components/embed-page";
import type { RootLoader } from "~/root";
import { titleMeta } from "~/utils/meta";
import { DirectoryList, DirectoryPagination, MapLegend, mapPlaces, mapPlacesUrl } from "../sociale-kaart._index/directory-list";
import { loadDirectory } from "../sociale-kaart._index/directory.server";
import { DirectorySearchForm } from "../sociale-kaart._index/search-form";

// The directory as a widget for partner websites: empty layout, no hydration, the centre's theme
// from the root. Only this path may be framed (app/.server/security-headers.ts). Searching and
// paging stay in the frame; an organization opens on the full site in a new tab. With `map=1` the
// map island shows the search's organizations above the list (the only script; docs/social-map.md).
export const handle = { layout: "empty", i18n: ["social-map", "organizations"] };

const EMBED_PATH = "/embed/sociale-kaart";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, ...directory } = await loadDirectory(request, context);
  const withMap = new URL(request.url).searchParams.get("map") === "1";
  const map = withMap ? { tileUrl: context.config.MAP_TILE_URL, script: import.meta.env.VITE_MAP_ISLAND_URL || null } : null;
  return data({ title: context.t("social-map:title"), map, ...directory }, { status });
}

export const meta = titleMeta;

export default function SocialMapEmbed() {
  const { t } = useTranslation("social-map");
  const root = useRouteLoaderData<RootLoader>("root");
  const { search, tags, postcodeError, entries, range, hasNextPage, map } = useLoaderData<typeof loader>();
  const { search: query } = useLocation();
  const center = root?.center.name ?? "";
  return (
    <EmbedPage title={t("embed.title", { center })} fullSite={{ to: "/sociale-kaart", label: t("embed.fullSite", { center }) }}>
      <DirectorySearchForm search={search} tags={tags} postcodeError={postcodeError} action={EMBED_PATH} withMap={map !== null} />
      <p role="status" className="mt-6">
        {range ? t("list.range", range) : t("list.none")}
      </p>
      {map ? (
        <DirectoryMap places={mapPlaces(entries, true)} tileUrl={map.tileUrl} src={map.script} placesUrl={mapPlacesUrl(query)} legend={<MapLegend />} />
      ) : null}
      <DirectoryList entries={entries} external />
      <DirectoryPagination page={search.page} hasNextPage={hasNextPage} />
    </EmbedPage>
  );
}
