// Six decimals is about 10 cm: more says nothing, and fewer digits keep the link short.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export interface LatLng {
  lat: number;
  lng: number;
}

/** Whether a point can be shown on a map at all (a missing geocode arrives as NaN or out of range). */
export function isValidLatLng({ lat, lng }: LatLng): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The openstreetmap.org page with a marker on the point, centred on it at the given zoom. */
export function osmLink({ lat, lng }: LatLng, zoom = 16): string {
  const la = coordinate(lat);
  const lo = coordinate(lng);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=${Math.round(zoom)}/${la}/${lo}`;
}

/** The standard OpenStreetMap tile server; its usage policy asks for the attribution we show. */
export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
