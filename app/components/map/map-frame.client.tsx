import type { ReactNode } from "react";
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from "react-leaflet";
import { useTranslation } from "~/i18n-t";

/**
 * The frame of the site's Leaflet maps (SimpleMap's and the vacancy form's): no zoom by scroll
 * wheel, the zoom buttons and the attribution in the page's language, the theme's rounding.
 * `height` is a Tailwind height class; the pins and behaviour come as children.
 */
export function MapFrame({
  tileUrl,
  height,
  children,
  ...view
}: {
  center: [number, number];
  zoom: number;
  tileUrl: string;
  height: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("ui");
  return (
    <MapContainer
      {...view}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className={`z-0 ${height} w-full rounded-[min(var(--radius-theme),1rem)]`}
    >
      <TileLayer url={tileUrl} attribution={t("map.attribution")} />
      <ZoomControl zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
      <AttributionControl prefix={t("map.leaflet")} />
      {children}
    </MapContainer>
  );
}
