import { icon } from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import "leaflet/dist/leaflet.css";
import { useTranslation } from "~/i18n-t";
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from "react-leaflet";
import { OSM_TILE_URL } from "./osm-link";

// Leaflet finds its default marker images by a path in its CSS, which the bundler's hashed file
// names break; naming the bundled images explicitly always works.
const markerIcon = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

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
