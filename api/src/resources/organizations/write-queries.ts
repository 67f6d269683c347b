import { givenColumns } from "../../db/given-columns";
import { type SQL, and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Organization, organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { insertReturningId } from "../../db/find-in-tenant";
import { organizationAddresses, organizationProfiles } from "../../db/organizations-schema";
import type { TenantId } from "../../tenancy";
import { mailableHolders } from "../roles/queries";
import type { AddressInput, ProfileInput } from "./write-schema";

const now = () => new Date().toISOString();

/** The organization's own columns to change; updated_at is always bumped. */
export function updateOrganizationRow(
  db: Database,
  tenantId: TenantId,
  id: number,
  values: Partial<Pick<Organization, "name" | "type" | "status" | "statusReason" | "statusChangedAt" | "volunteerCenterId">>,
) {
  return db
    .update(organizations)
    .set({ ...values, updatedAt: now() })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
}

const profileColumns = (p: ProfileInput) =>
  givenColumns(p, {
    description: "description",
    website: "website",
    phone: "phone",
    email: "email",
    logo_url: "logoUrl",
    donation_url: "donationUrl",
    phone_visibility: "phoneVisibility",
    email_visibility: "emailVisibility",
  });

const addressColumns = (a: AddressInput) =>
  givenColumns(a, {
    street: "street",
    house_number: "houseNumber",
    postal_code: "postalCode",
    city: "city",
    latitude: "latitude",
    longitude: "longitude",
    visibility: "visibility",
  });

/**
 * Inserts or updates the organization's profile and address with the given fields only; the id
 * may be SQL that finds an organization inserted earlier in the same batch.
 */
export function upsertRelations(
  db: Database,
  tenantId: TenantId,
  organizationId: number | SQL,
  profile: ProfileInput | undefined,
  address: AddressInput | undefined,
): BatchItem<"sqlite">[] {
  const items: BatchItem<"sqlite">[] = [];
  const key = { tenantId, organizationId };
  if (profile !== undefined) {
    const set = { ...profileColumns(profile), updatedAt: now() };
    items.push(
      db
        .insert(organizationProfiles)
        .values({ ...key, ...set })
        .onConflictDoUpdate({
          target: organizationProfiles.organizationId,
          set,
        }),
    );
  }
  if (address !== undefined) {
    const set = { ...addressColumns(address), updatedAt: now() };
    items.push(
      db
        .insert(organizationAddresses)
        .values({ ...key, ...set })
        .onConflictDoUpdate({
          target: organizationAddresses.organizationId,
          set,
        }),
    );
  }
  return items;
}

export const insertOrganization = (db: Database, tenantId: TenantId, values: Pick<Organization, "name" | "type" | "status" | "volunteerCenterId">) =>
  insertReturningId(db, organizations, { tenantId, ...values });

/** The organization's admins who can receive mail. */
export const listOrganizationAdmins = (db: Database, tenantId: TenantId, organizationId: number) =>
  mailableHolders(db, tenantId, {
    name: "admin",
    resourceType: "Organization",
    resourceId: organizationId,
  });
