/** One organization (social map) or vacancy (vacancy search) on a map. */
export interface MapPlace {
  id: string;
  name: string;
  address: string;
  href: string;
  lat: number;
  lng: number;
  external?: boolean;
  /** Not checked by its organization for over a year: a marked pin (the legend explains it). */
  stale?: boolean;
  /**
   * Nobody holds a role on it (no admin, no member): a marked pin. Only in the places answer for
   * its centre's staff and super admins (docs/social-map.md "Marks on the map"), never for others.
   */
  unmanaged?: boolean;
}

/** What the map's places URL answers: every place of the search, up to the cap (`capped`: more exist). */
export interface MapPlacesAnswer {
  places: MapPlace[];
  capped: boolean;
}

/**
 * What the server writes for directory-map.island.ts: places, tiles and the texts it shows.
 * `clusterOne`, `clusterOther` and `samePlace` hold a literal `{{count}}`.
 */
export interface MapIslandData {
  places: MapPlace[];
  /**
   * Where to fetch every place of the search (all pages of the list, docs/social-map.md "The
   * map") once the map is in view; without it (or when it fails) the page's own places.
   */
  placesUrl?: string;
  tileUrl: string;
  texts: {
    zoomIn: string;
    zoomOut: string;
    attribution: string;
    leaflet: string;
    clusterOne: string;
    clusterOther: string;
    samePlace: string;
    /** After a stale place's name, for its pin's label: "(niet recent gecontroleerd)". */
    stale?: string;
    /** After an unmanaged place's name, for its pin's label: "(niet beheerd)". */
    unmanaged?: string;
    /** Under the map when the result had more places than it shows; holds `{{count}}`. */
    capped?: string;
  };
}
