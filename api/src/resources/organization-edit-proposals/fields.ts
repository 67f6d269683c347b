import { PROPOSAL_FIELD_PLACE, type ProposalField } from "@contract/organization-edit-proposals";
import { withScheme } from "@contract/organizations/website";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { withCoordinates } from "../organizations/write-extras";
import { upsertRelations, updateOrganizationRow } from "../organizations/write-queries";
import type { AddressInput, ProfileInput } from "../organizations/write-schema";
import type { ProposalRow } from "./queries";

type Current = Pick<ProposalRow, "organization" | "profile" | "address">;

/**
 * The organization's value of a field now, as text ("" when empty). Hidden contact fields (phone,
 * e-mail, street, number, postal code marked "staff") are null for a caller who may not see them.
 */
export function currentValue(row: Current, field: ProposalField, seesHidden: boolean): string | null {
  const p = row.profile;
  const a = row.address;
  const hiddenProfile = (visibility: string | undefined) => visibility === "staff" && !seesHidden;
  const hiddenAddress = a?.visibility === "staff" && !seesHidden;
  switch (field) {
    case "name":
      return row.organization.name;
    case "description":
      return p?.description ?? "";
    case "website":
      return p?.website ?? "";
    case "donation_url":
      return p?.donationUrl ?? "";
    case "phone":
      return hiddenProfile(p?.phoneVisibility) ? null : (p?.phone ?? "");
    case "email":
      return hiddenProfile(p?.emailVisibility) ? null : (p?.email ?? "");
    case "street":
      return hiddenAddress ? null : (a?.street ?? "");
    case "house_number":
      return hiddenAddress ? null : (a?.houseNumber ?? "");
    case "postal_code":
      return hiddenAddress ? null : (a?.postalCode ?? "");
    case "city":
      return a?.city ?? "";
  }
}

/** A proposed value as it would be stored: the website gets its scheme, an address is lower case. */
export function normalize(field: ProposalField, value: string): string {
  const trimmed = value.trim();
  if ((field === "website" || field === "donation_url") && trimmed !== "") return String(withScheme(trimmed));
  if (field === "email") return trimmed.toLowerCase();
  return trimmed;
}

/**
 * The statements that write the accepted fields, as the edit form's save would (a changed address
 * gets new coordinates). Empty when nothing was accepted.
 */
export async function applyAccepted(c: Context<AppEnv>, row: ProposalRow, accepted: Partial<Record<ProposalField, string>>) {
  const { db, tenantId } = c.var;
  const orgId = row.organization.id;
  const profile: Record<string, string | null> = {};
  const address: Record<string, string | null> = {};
  let name: string | undefined;
  for (const [field, value] of Object.entries(accepted) as [ProposalField, string][]) {
    const place = PROPOSAL_FIELD_PLACE[field];
    if (place === "organization") name = value;
    else (place === "profile" ? profile : address)[field] = value === "" ? null : value;
  }
  const hasProfile = Object.keys(profile).length > 0;
  const hasAddress = Object.keys(address).length > 0;
  const located = hasAddress ? await withCoordinates(c, address as AddressInput, row.address) : undefined;
  return [
    ...(name === undefined ? [] : [updateOrganizationRow(db, tenantId, orgId, { name })]),
    ...upsertRelations(db, tenantId, orgId, hasProfile ? (profile as ProfileInput) : undefined, located),
  ];
}
