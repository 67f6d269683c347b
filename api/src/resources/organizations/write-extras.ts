import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { configOf } from "../../config";
import type { Database } from "../../db/client";
import type { OrganizationAddress } from "../../db/organizations-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { withChangedAddressPoint } from "../../geocoder/changed-address";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION_TAG_LINKS, checkTagIds, replaceLinks } from "../tags/links";
import type { AddressInput } from "./write-schema";

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
  return withChangedAddressPoint(c.var.db, geocoderFor(configOf(c.env)), address, current);
}

/** The statements that make these the organization's tags; every id must be a tag of the tenant. */
export async function replaceTags(db: Database, tenantId: TenantId, organizationId: number, tagIds: number[] | undefined): Promise<BatchItem<"sqlite">[]> {
  if (tagIds === undefined) return [];
  const ids = await checkTagIds(db, tenantId, tagIds);
  return replaceLinks(db, ORGANIZATION_TAG_LINKS, tenantId, organizationId, ids);
}
