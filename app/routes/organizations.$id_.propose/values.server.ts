import { PROPOSAL_FIELDS, type ProposalField } from "@contract/organization-edit-proposals";
import type { OrganizationDetails } from "~/.server/api/organizations";

/** What the member sees now per field; null: hidden from them (a contact field marked staff-only). */
export function currentValues(org: OrganizationDetails): Record<ProposalField, string | null> {
  const p = org.profile;
  const a = org.address;
  const hiddenAddress = a?.visibility === "staff";
  return {
    name: org.name,
    description: p?.description ?? "",
    website: p?.website ?? "",
    donation_url: p?.donationUrl ?? "",
    phone: p?.phoneVisibility === "staff" ? null : (p?.phone ?? ""),
    email: p?.emailVisibility === "staff" ? null : (p?.email ?? ""),
    street: hiddenAddress ? null : (a?.street ?? ""),
    house_number: hiddenAddress ? null : (a?.houseNumber ?? ""),
    postal_code: hiddenAddress ? null : (a?.postalCode ?? ""),
    city: a?.city ?? "",
  };
}

/**
 * The fields the form changed. The form shows every field filled with its current value, so an
 * untouched one is not proposed; an empty hidden one (the member never saw its value) neither.
 */
export function changedFields(form: FormData, current: Record<ProposalField, string | null>) {
  const changes: Partial<Record<ProposalField, string>> = {};
  for (const field of PROPOSAL_FIELDS) {
    const value = String(form.get(field) ?? "").trim();
    const was = current[field];
    if (was === null ? value !== "" : value !== was.trim()) changes[field] = value;
  }
  return changes;
}
