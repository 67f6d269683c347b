import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { isValidLatLng } from "./osm-link";

// Leaflet and its CSS load only in a hydrated page that has something to show.
const DirectoryMapClient = lazy(() => import("./directory-map.client"));

export interface MapPlace {
  id: string;
  name: string;
  address: string;
  href: string;
  lat: number;
  lng: number;
  external?: boolean;
}

/**
 * The organizations of the list on a map, clustered. Nothing on the server or without JavaScript:
 * there the list, each address linking to OpenStreetMap, is the map.
 */
export function DirectoryMap({ places, tileUrl }: { places: MapPlace[]; tileUrl: string }) {
  const { t } = useTranslation("social-map");
  const hydrated = useHydrated();
  const shown = places.filter((p) => isValidLatLng(p));
  if (!hydrated || shown.length === 0) return null;
  return (
    <section aria-label={t("map.label")} className="mt-6">
      <Suspense fallback={<div className="h-80 w-full rounded-[min(var(--radius-theme),1rem)] bg-muted-100 dark:bg-muted-800" />}>
        <DirectoryMapClient places={shown} tileUrl={tileUrl} />
      </Suspense>
    </section>
  );
}
