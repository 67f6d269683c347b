// Leaf module: the names and types other resources' documents refer to (no imports of resources).

export const ORGANIZATIONS = "organizations";
export const ORGANIZATION_PROFILES = "organization_profiles";
export const ORGANIZATION_ADDRESSES = "organization_addresses";

export const ORGANIZATION_TYPES = ["Organization", "School", "VolunteerCenter", "Foundation", "Association", "Company", "Municipality"] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** What a signing-up organization may call itself: every kind but a volunteer centre. */
export const SIGN_UP_ORGANIZATION_TYPES = [
  "Organization",
  "School",
  "Foundation",
  "Association",
  "Company",
  "Municipality",
] as const satisfies readonly Exclude<OrganizationType, "VolunteerCenter">[];

export const ORGANIZATION_STATUSES = ["pending", "approved", "denied", "archived"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const ORGANIZATION_ATTRIBUTES = ["name", "organization_type", "status", "volunteer_center_id", "created_at", "updated_at"] as const;
/**
 * Who sees a contact field (phone, e-mail, address): everyone, or only those who may edit the
 * organization (its centre's staff, super admins, its own admins). docs/organizations.md.
 */
export const CONTACT_VISIBILITIES = ["public", "staff"] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

export const PROFILE_FIELDS = ["description", "website", "phone", "email", "logo_url", "phone_visibility", "email_visibility", "donation_url"] as const;
export const ADDRESS_FIELDS = ["street", "house_number", "postal_code", "city", "latitude", "longitude", "visibility"] as const;

export interface OrganizationAttributes {
  name: string;
  organization_type: OrganizationType;
  status: OrganizationStatus;
  volunteer_center_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An organization's profile on the wire (one per organization; "staff" contact fields are null to those who may not edit it). */
export interface OrganizationProfileAttributes {
  description: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  donation_url: string | null;
  phone_visibility: ContactVisibility;
  email_visibility: ContactVisibility;
}

/** An organization's address on the wire ("staff": street, number, postal code and coordinates null to those who may not edit it). */
export interface OrganizationAddressAttributes {
  street: string | null;
  house_number: string | null;
  postal_code: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  visibility: ContactVisibility;
}
