import type { Database } from "../db/client";
import type { Geocoder } from "./geocoder";
import { geocodeAddress } from "./postcodes";

const LOCATION_KEYS = ["street", "house_number", "postal_code", "city"] as const;

/** A write's address attributes: any part may be left out (kept), or null (cleared). */
export type AddressAttributes = {
  street?: string | null;
  house_number?: string | null;
  postal_code?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** The stored address a write changes (an organization's address row, a vacancy). */
export type StoredAddress = { street: string | null; houseNumber: string | null; postalCode: string | null; city: string | null };

/**
 * A write that changes an address without a point of its own gets the point of the new address
 * (organizations, vacancies): the geocoder (GEOCODER var), else the postcode's area; not found, no
 * point rather than the old, wrong one. A point sent along is kept as sent. With `keepUnchanged`,
 * the same address sent again (a form re-posts every field) keeps the stored point, so a point
 * placed by hand on a vacancy's map survives a later save.
 */
export async function withChangedAddressPoint<T extends AddressAttributes>(
  db: Database,
  geocoder: Geocoder,
  input: T,
  current: StoredAddress | null | undefined,
  { keepUnchanged = false } = {},
): Promise<T> {
  if (!LOCATION_KEYS.some((key) => input[key] !== undefined)) return input;
  if (input.latitude !== undefined || input.longitude !== undefined) return input;
  const merged = {
    street: input.street !== undefined ? input.street : (current?.street ?? null),
    house_number: input.house_number !== undefined ? input.house_number : (current?.houseNumber ?? null),
    postal_code: input.postal_code !== undefined ? input.postal_code : (current?.postalCode ?? null),
    city: input.city !== undefined ? input.city : (current?.city ?? null),
  };
  const unchanged =
    current != null &&
    merged.street === current.street &&
    merged.house_number === current.houseNumber &&
    merged.postal_code === current.postalCode &&
    merged.city === current.city;
  if (keepUnchanged && unchanged) return input;
  const point = await geocodeAddress(db, geocoder, merged);
  return { ...input, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}
