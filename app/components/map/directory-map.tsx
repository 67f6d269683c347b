import { useTranslation } from "~/i18n-t";
import { useNonce } from "~/utils/nonce";
import { scriptJson } from "~/utils/script-json";
import type { MapIslandData, MapPlace } from "./map-island-data";
import { isValidLatLng } from "./osm-link";

const UNHIDE = "document.currentScript.parentElement.hidden=false";

/** Whose words the map speaks: each namespace has `map.label`, `map.cluster` and `map.samePlace`. */
export type MapTexts = "social-map" | "vacancy-search";

/**
 * The entries of a list (organizations, vacancies) on a map, clustered: a hidden region, its data and one module
 * script (`src`, from the build) that draws the map with Leaflet. Without JavaScript nothing shows
 * and nothing loads: the list, each address linking to OpenStreetMap, is the map. With it, a
 * one-line inline script unhides the region while the page is parsed, so its height is there
 * before the first paint and the map loading later moves nothing (no layout shift). The page
 * itself does not hydrate.
 */
export function DirectoryMap({ places, tileUrl, src, ns = "social-map" }: { places: MapPlace[]; tileUrl: string; src: string | null; ns?: MapTexts }) {
  const { t } = useTranslation([ns, "ui"]);
  const nonce = useNonce();
  const shown = places.filter((p) => isValidLatLng(p));
  if (!src || shown.length === 0) return null;
  const data: MapIslandData = {
    places: shown,
    tileUrl,
    texts: {
      zoomIn: t("ui:map.zoomIn"),
      zoomOut: t("ui:map.zoomOut"),
      attribution: t("ui:map.attribution"),
      leaflet: t("ui:map.leaflet"),
      clusterOne: t(`${ns}:map.cluster`, { count: 1 }).replace("1", "{{count}}"),
      clusterOther: t(`${ns}:map.cluster`, { count: 2 }).replace("2", "{{count}}"),
      // Only ever two or more at one place.
      samePlace: t(`${ns}:map.samePlace`, { count: 2 }).replace("2", "{{count}}"),
    },
  };
  return (
    <section id="directory-map" hidden aria-label={t(`${ns}:map.label`)} className="mt-6">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: UNHIDE }} />
      <div data-map className="z-0 h-80 w-full rounded-[min(var(--radius-theme),1rem)]" />
      <script type="application/json" id="directory-map-data" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      <script type="module" nonce={nonce} src={src} />
    </section>
  );
}
