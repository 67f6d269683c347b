import { icon } from "leaflet";
import "leaflet/dist/leaflet.css";
import { Marker } from "react-leaflet";
import { MapFrame } from "./map-frame.client";
import { MARKER_ICON } from "./marker-icon";
import { OSM_TILE_URL } from "./osm-link";

const markerIcon = icon(MARKER_ICON);

/** The interactive map of SimpleMap: browser only (Leaflet needs `window`), loaded lazily. */
export default function LeafletMap({ lat, lng, zoom, address }: { lat: number; lng: number; zoom: number; address: string }) {
  return (
    <MapFrame center={[lat, lng]} zoom={zoom} tileUrl={OSM_TILE_URL} height="h-64">
      <Marker position={[lat, lng]} icon={markerIcon} alt={address} keyboard={false} interactive={false} />
    </MapFrame>
  );
}
