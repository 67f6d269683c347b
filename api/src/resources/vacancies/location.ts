import type { Database } from "../../db/client";
import type { Vacancy } from "../../db/vacancies-schema";
import { type Geocoder } from "../../geocoder/geocoder";
import { geocodeAddress } from "../../geocoder/postcodes";

const LOCATION_KEYS = ["street", "house_number", "postal_code", "city"] as const;

type AddressFields = {
  street?: string | null;
  house_number?: string | null;
  postal_code?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * A write that changes the address without a point of its own (the form without JavaScript, a
 * client of the api) gets the point of the new address, as an organization's does
 * (organizations/write-extras.ts): the geocoder, else the postcode's area; not found, no point
 * rather than the old, wrong one. A point sent along (the form's map) is kept as sent.
 */
export async function withPlace<T extends AddressFields>(db: Database, geocoder: Geocoder, input: T, current?: Vacancy): Promise<T> {
  if (!LOCATION_KEYS.some((key) => input[key] !== undefined)) return input;
  if (input.latitude !== undefined || input.longitude !== undefined) return input;
  const merged = {
    street: input.street !== undefined ? input.street : (current?.street ?? null),
    house_number: input.house_number !== undefined ? input.house_number : (current?.houseNumber ?? null),
    postal_code: input.postal_code !== undefined ? input.postal_code : (current?.postalCode ?? null),
    city: input.city !== undefined ? input.city : (current?.city ?? null),
  };
  const unchanged =
    current !== undefined &&
    merged.street === current.street &&
    merged.house_number === current.houseNumber &&
    merged.postal_code === current.postalCode &&
    merged.city === current.city;
  if (unchanged) return input;
  const point = await geocodeAddress(db, geocoder, merged);
  return { ...input, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}
