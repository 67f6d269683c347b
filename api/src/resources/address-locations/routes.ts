import { ADDRESS_LOCATION_TYPE, addressLocationAttributes, type AddressLocationAttributes } from "@contract/address-locations";
import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { geocodeAddress } from "../../geocoder/postcodes";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { writeDocument } from "../../jsonapi/request-input";

export const ADDRESS_LOCATIONS_PATH = "/api/v1/address_locations";

/**
 * Where an address lies, placed as a saved organization address is (the geocoder, else the centre
 * of its postcode area): the vacancy form's map shows it while the address is typed. Nothing is
 * stored. Signed in only: the geocoder is an outside service the api should not lend to anyone.
 * Not found: both coordinates null (a 200: the form says so, it is no error).
 */
export const addressLocationRoutes = new Hono<AppEnv>()
  .post("/", signedIn, writeDocument([ADDRESS_LOCATION_TYPE], addressLocationAttributes), async (c) => {
    const { street = null, house_number = null, postal_code = null, city = null } = c.req.valid("json");
    const empty = ![street, house_number, postal_code, city].some((part) => part?.trim());
    const point = empty ? null : await geocodeAddress(c.var.db, geocoderFor(configOf(c.env)), { street, house_number, postal_code, city });
    const attributes: AddressLocationAttributes = { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
    return sendDocument(c, { data: { type: ADDRESS_LOCATION_TYPE, id: "location", attributes } });
  })
  .all("/", methodNotAllowed(["POST"]));
