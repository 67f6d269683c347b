import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n-t";
import { useHydrated } from "remix-utils/use-hydrated";
import { isValidLatLng, osmLink, type LatLng } from "./osm-link";

// Leaflet (≈45 KB gzip) is fetched only by a hydrated page that renders a map: the dynamic import
// keeps it, and its CSS, out of every other page's bundle.
const LeafletMap = lazy(() => import("./leaflet-map.client"));

export type SimpleMapProps = LatLng & { address: string; zoom?: number };

/**
 * One place on a map. The server renders the address and a link to OpenStreetMap, which is the
 * whole map without JavaScript; a hydrated page adds an interactive Leaflet map above it.
 */
export function SimpleMap({ lat, lng, address, zoom = 16 }: SimpleMapProps) {
  const { t } = useTranslation("ui");
  const hydrated = useHydrated();
  const valid = isValidLatLng({ lat, lng });
  return (
    <figure className="grid gap-2">
      {hydrated && valid ? (
        <Suspense fallback={<div className="h-64 w-full rounded-[min(var(--radius-theme),1rem)] bg-muted-100 dark:bg-muted-800" />}>
          <LeafletMap lat={lat} lng={lng} zoom={zoom} address={address} />
        </Suspense>
      ) : null}
      <figcaption className="text-sm">
        <span className="block font-medium">{address}</span>
        {valid ? (
          <a href={osmLink({ lat, lng }, zoom)} className="inline-flex min-h-6 items-center text-primary-800 underline dark:text-primary-300">
            {t("map.osmLink")}
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
