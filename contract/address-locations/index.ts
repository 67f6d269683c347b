import { z } from "zod";
import { addressRules } from "../rules";

// POST /api/v1/address_locations (docs/vacancies.md "The form's map"): where an address lies, as
// the api's geocoder places a saved one. Nothing is stored; the vacancy form's map asks it while
// an address is typed.

export const ADDRESS_LOCATION_TYPE = "address_locations";

/** The address to place: any of its parts (the form sends what it has). */
export const addressLocationAttributes = z
  .object({
    street: addressRules.street.nullable().optional(),
    house_number: addressRules.house_number.nullable().optional(),
    postal_code: addressRules.postal_code.nullable().optional(),
    city: addressRules.city.nullable().optional(),
  })
  .strict();

export type AddressLocationInput = z.infer<typeof addressLocationAttributes>;

/** The answer: the point, or both null when the address cannot be found. */
export interface AddressLocationAttributes {
  latitude: number | null;
  longitude: number | null;
}
