/** One organization (social map) or vacancy (vacancy search) on a map. */
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
 * What the server writes for directory-map.island.ts: places, tiles and the texts it shows.
 * `clusterOne`, `clusterOther` and `samePlace` hold a literal `{{count}}`.
 */
export interface MapIslandData {
  places: MapPlace[];
  tileUrl: string;
  texts: { zoomIn: string; zoomOut: string; attribution: string; leaflet: string; clusterOne: string; clusterOther: string; samePlace: string };
}
