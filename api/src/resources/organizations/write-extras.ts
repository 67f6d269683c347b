import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { configOf } from "../../config";
import type { Database } from "../../db/client";
import type { OrganizationAddress } from "../../db/organizations-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { geocodeAddress } from "../../geocoder/postcodes";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION_TAG_LINKS, checkTagIds, replaceLinks } from "../tags/links";
import type { AddressInput } from "./write-schema";

const LOCATION_KEYS = ["street", "house_number", "postal_code", "city"] as const;

/**
 * A changed address gets new coordinates from the geocoder (GEOCODER var), unless the request
 * sends its own latitude/longitude. Not found: no coordinates, rather than the old, wrong ones.
 */
export async function withCoordinates(
  c: Context<AppEnv>,
  address: AddressInput | undefined,
  current: OrganizationAddress | null,
): Promise<AddressInput | undefined> {
  if (address === undefined) return undefined;
  if (!LOCATION_KEYS.some((key) => address[key] !== undefined)) return address;
  if (address.latitude !== undefined || address.longitude !== undefined) return address;
  const merged = {
    street: address.street !== undefined ? address.street : (current?.street ?? null),
    house_number: address.house_number !== undefined ? address.house_number : (current?.houseNumber ?? null),
    postal_code: address.postal_code !== undefined ? address.postal_code : (current?.postalCode ?? null),
    city: address.city !== undefined ? address.city : (current?.city ?? null),
  };
  const point = await geocodeAddress(c.var.db, geocoderFor(configOf(c.env)), merged);
  return {
    ...address,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

/** The statements that make these the organization's tags; every id must be a tag of the tenant. */
export async function replaceTags(db: Database, tenantId: TenantId, organizationId: number, tagIds: number[] | undefined): Promise<BatchItem<"sqlite">[]> {
  if (tagIds === undefined) return [];
  const ids = await checkTagIds(db, tenantId, tagIds);
  return replaceLinks(db, ORGANIZATION_TAG_LINKS, tenantId, organizationId, ids);
}
