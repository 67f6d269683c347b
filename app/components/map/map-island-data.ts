/** One organization on the social map's map. */
export interface MapPlace {
  id: string;
  name: string;
  address: string;
  href: string;
  lat: number;
  lng: number;
  external?: boolean;
}

/** What the server writes for directory-map.island.ts: places, tiles and the texts it shows. */
export interface MapIslandData {
  places: MapPlace[];
  tileUrl: string;
  texts: { zoomIn: string; zoomOut: string; attribution: string; leaflet: string; clusterOne: string; clusterOther: string };
}
