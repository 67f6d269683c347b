import { icon } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useTranslation } from "~/i18n-t";
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from "react-leaflet";
import { MARKER_ICON } from "./marker-icon";
import { OSM_TILE_URL } from "./osm-link";

const markerIcon = icon(MARKER_ICON);

/** The interactive map of SimpleMap: browser only (Leaflet needs `window`), loaded lazily. */
export default function LeafletMap({ lat, lng, zoom, address }: { lat: number; lng: number; zoom: number; address: string }) {
  const { t } = useTranslation("ui");
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="z-0 h-64 w-full rounded-[min(var(--radius-theme),1rem)]"
    >
      <TileLayer url={OSM_TILE_URL} attribution={t("map.attribution")} />
      <ZoomControl zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
      <AttributionControl prefix={t("map.leaflet")} />
      <Marker position={[lat, lng]} icon={markerIcon} alt={address} keyboard={false} interactive={false} />
    </MapContainer>
  );
}
