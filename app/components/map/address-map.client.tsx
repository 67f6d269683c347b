import { icon, type LeafletKeyboardEvent, type Marker as LeafletMarker } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef } from "react";
import { Marker, useMap, useMapEvents } from "react-leaflet";
import { MapFrame } from "./map-frame.client";
import { MARKER_ICON } from "./marker-icon";
import type { LatLng } from "./osm-link";

// The vacancy form's map (address-map-field.tsx): browser only, loaded lazily, so Leaflet stays
// out of the server bundle and out of every page that has no such form.

const markerIcon = icon(MARKER_ICON);

/** The whole Netherlands, until there is a point to show. */
const COUNTRY: LatLng = { lat: 52.2, lng: 5.3 };
/** Pixels an arrow key moves the pin. */
const STEP = 10;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -STEP], ArrowDown: [0, STEP], ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0] };

/** Moves the view to a located address (not to a pin the user moves) and turns a click into a new point. */
function Follow({ view, onPlace }: { view: LatLng | null; onPlace: (point: LatLng) => void }) {
  const map = useMap();
  useMapEvents({ click: (event) => onPlace({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  useEffect(() => {
    if (view) map.setView([view.lat, view.lng], Math.max(map.getZoom(), 15));
  }, [map, view]);
  return null;
}

/** The pin: dragged, or moved with the arrow keys once it has the focus (so a keyboard can place it too). */
function Pin({ point, onPlace, label }: { point: LatLng; onPlace: (point: LatLng) => void; label: string }) {
  const map = useMap();
  const pin = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      // Leaflet makes the pin a role=button image; it gets its name outright, as the social map's pins do.
      add: () => pin.current?.getElement()?.setAttribute("aria-label", label),
      dragend: () => {
        const at = pin.current?.getLatLng();
        if (at) onPlace({ lat: at.lat, lng: at.lng });
      },
      keydown: (event: LeafletKeyboardEvent) => {
        const move = ARROWS[event.originalEvent.key];
        if (!move || !pin.current) return;
        event.originalEvent.preventDefault();
        const at = map.unproject(map.project(pin.current.getLatLng()).add(move));
        onPlace({ lat: at.lat, lng: at.lng });
      },
    }),
    [map, onPlace, label],
  );
  return <Marker ref={pin} position={[point.lat, point.lng]} icon={markerIcon} draggable keyboard title={label} alt={label} eventHandlers={handlers} />;
}

/** A map with the vacancy's point; a click on the map puts the pin there. */
export default function AddressMap({
  point,
  view,
  onPlace,
  tileUrl,
  pinLabel,
}: {
  point: LatLng | null;
  /** Where to look: the located address (the view follows it, not the pin the user moves). */
  view: LatLng | null;
  onPlace: (point: LatLng) => void;
  tileUrl: string;
  pinLabel: string;
}) {
  const start = point ?? COUNTRY;
  return (
    <MapFrame center={[start.lat, start.lng]} zoom={point ? 15 : 7} tileUrl={tileUrl} height="h-72">
      <Follow view={view} onPlace={onPlace} />
      {point ? <Pin point={point} onPlace={onPlace} label={pinLabel} /> : null}
    </MapFrame>
  );
}
