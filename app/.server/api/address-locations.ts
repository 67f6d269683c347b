import { ADDRESS_LOCATION_TYPE, type AddressLocationAttributes, type AddressLocationInput } from "@contract/address-locations";
import type { Camelized } from "@contract/case";
import type { LatLng } from "~/components/map/osm-link";
import type { ApiClient } from "./client";

/** POST /address_locations: where the api's geocoder places an address (nothing stored); null when not found. */
export async function locateAddress(api: ApiClient, address: Camelized<AddressLocationInput>): Promise<LatLng | null> {
  const { data } = await api.request<Camelized<AddressLocationAttributes>>("POST", "/api/v1/address_locations", {
    body: { data: { type: ADDRESS_LOCATION_TYPE, attributes: address } },
  });
  return data.latitude === null || data.longitude === null ? null : { lat: data.latitude, lng: data.longitude };
}
