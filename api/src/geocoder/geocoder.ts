import type { Config } from "../config";
import { pdokGeocoder } from "./pdok";

export interface Point {
  latitude: number;
  longitude: number;
}

export interface AddressQuery {
  street: string | null;
  house_number: string | null;
  postal_code: string | null;
  city: string | null;
}

/**
 * Turns a Dutch address or postcode into WGS84 coordinates. `null` means "not found" (or no
 * geocoder); a failing service also answers null, so saving an address never fails on it.
 */
export interface Geocoder {
  address(query: AddressQuery): Promise<Point | null>;
  postcode(postcode: string): Promise<(Point & { city: string | null }) | null>;
}

/** GEOCODER=none: nothing leaves the worker (local development, tests). */
export const noGeocoder: Geocoder = {
  address: async () => null,
  postcode: async () => null,
};

/** The geocoder the GEOCODER var names; `fetcher` is injectable so tests never call out. */
export function geocoderFor(config: Pick<Config, "GEOCODER">, fetcher: typeof fetch = fetch): Geocoder {
  return config.GEOCODER === "pdok" ? pdokGeocoder(fetcher) : noGeocoder;
}
