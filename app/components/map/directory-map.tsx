import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { useNonce } from "~/utils/nonce";
import { scriptJson } from "~/utils/script-json";
import type { MapIslandData, MapPlace } from "./map-island-data";
import { isValidLatLng } from "./osm-link";

/**
 * The region's one inline script, run while the page is parsed: it unhides the region (its height
 * is there before the first paint, so the map arriving later moves nothing) and adds the island's
 * module script only once the page's first contentful paint is on the screen (the paint timing
 * entry; the next frame where a browser has none) and the region itself is in view (on a phone it
 * starts below the first screen: who never scrolls to it loads neither Leaflet nor tiles; on a
 * desktop it is in view at once). A module script in the HTML ran before the
 * first paint whenever it arrived fast, and on a busy machine even a frame already drawn can reach
 * the screen late: either way Leaflet and the tiles were counted into the page's first paint
 * (Lighthouse: first paint 1.4-1.5 s on /sociale-kaart against 0.8-1.2 s elsewhere, issue 29). In a
 * background tab nothing paints, so the map loads when the tab is first shown. The added script
 * carries this one's nonce (the island's <style> takes it from there).
 */
const starter = (src: string) =>
  [
    "(function(s){var r=s.parentElement;r.hidden=false;",
    "function add(){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;",
    `m.src=${scriptJson(src)};r.appendChild(m)}`,
    "function go(){var I=window.IntersectionObserver;if(!I)return setTimeout(add);",
    "var i=new I(function(e){if(e[0].isIntersecting){i.disconnect();add()}});i.observe(r)}",
    "var P=window.PerformanceObserver;",
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
    "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});",
    "o.observe({type:'paint',buffered:true})",
    "}else requestAnimationFrame(go)",
    "})(document.currentScript)",
  ].join("");

/** Whose words the map speaks: each namespace has `map.label`, `map.cluster` and `map.samePlace`. */
export type MapTexts = "social-map" | "vacancy-search";

/**
 * The entries of a list (organizations, vacancies) on a map, clustered: a hidden region, its data and one module
 * script (`src`, from the build) that draws the map with Leaflet. Without JavaScript nothing shows
 * and nothing loads: the list, each address linking to OpenStreetMap, is the map. With it, a
 * small inline script unhides the region while the page is parsed, so its height is there
 * before the first paint and the map loading later moves nothing (no layout shift), and loads the
 * module after the first paint. The page itself does not hydrate.
 */
export function DirectoryMap({
  places,
  tileUrl,
  src,
  ns = "social-map",
  placesUrl,
  legend,
}: {
  places: MapPlace[];
  tileUrl: string;
  src: string | null;
  ns?: MapTexts;
  /** Every place of the search, fetched by the island (MapIslandData.placesUrl). */
  placesUrl?: string;
  /** What the map's marks mean, under it (shown by the island when the map has a stale pin). */
  legend?: ReactNode;
}) {
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
      ...(placesUrl && { stale: t("ui:map.stale"), unmanaged: t("ui:map.unmanaged"), capped: t("ui:map.capped", { count: 2 }).replace("2", "{{count}}") }),
    },
    ...(placesUrl && { placesUrl }),
  };
  return (
    <section id="directory-map" hidden aria-label={t(`${ns}:map.label`)} className="mt-6">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: starter(src) }} />
      {/* contain-strict: what Leaflet adds and moves inside lays out and paints on its own, not the page. */}
      <div data-map className="z-0 h-80 w-full rounded-[min(var(--radius-theme),1rem)] contain-strict" />
      {legend ? (
        <div data-map-legend hidden>
          {legend}
        </div>
      ) : null}
      <script type="application/json" id="directory-map-data" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
    </section>
  );
}
