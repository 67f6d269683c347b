import {
  type ContactVisibility,
  ORGANIZATION_ADDRESSES,
  ORGANIZATION_PROFILES,
  ORGANIZATIONS,
  type OrganizationAddressAttributes,
  type OrganizationAttributes,
  type OrganizationProfileAttributes,
} from "@contract/organizations";
import type { Organization } from "../../db/accounts-schema";
import type { OrganizationAddress, OrganizationProfile } from "../../db/organizations-schema";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import type { VacancyResource } from "../vacancies/serializer";
import { ORGANIZATION_CHECKS, type IncludedCheck } from "../organization-checks/serializer";
import { type TagResource, type TagRow, tagSerializer, toTagResource } from "../tags/serializer";

export { ORGANIZATION_ADDRESSES, ORGANIZATION_PROFILES, ORGANIZATIONS };

/**
 * An organization on the wire: the contract's attributes. Its kind (School, VolunteerCenter,
 * Organization, ...) is the `organization_type` attribute: JSON:API reserves `type` for the
 * resource type.
 */
export type OrganizationResource = { id: string } & OrganizationAttributes;

export function toOrganizationResource(o: Organization): OrganizationResource {
  return {
    id: String(o.id),
    name: o.name,
    organization_type: o.type,
    status: o.status,
    volunteer_center_id: o.volunteerCenterId === null ? null : String(o.volunteerCenterId),
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

/** GET /current_organizations: the switcher needs no relationships. */
export const organizationSerializer = new Serializer<OrganizationResource>(ORGANIZATIONS);

export type OrganizationProfileResource = { id: string } & OrganizationProfileAttributes;

export type OrganizationAddressResource = { id: string } & OrganizationAddressAttributes;

/** Not attributes: the `profile` and `address` relationships (ts-japi drops relator keys). */
export interface FullOrganizationResource extends OrganizationResource {
  profile: OrganizationProfileResource | null;
  address: OrganizationAddressResource | null;
  tags: TagResource[];
  /** Only with include=vacancies (undefined leaves the relationship out). */
  vacancies?: IncludedVacancy[];
  /** Only with include=check: its last check and whether it is stale. */
  check?: IncludedCheck;
}

/** A vacancy under include=vacancies: its organization is the one it is included with. */
export type IncludedVacancy = Omit<VacancyResource, "organization">;

export interface OrganizationRow {
  organization: Organization;
  profile: OrganizationProfile | null;
  address: OrganizationAddress | null;
  /** By name; absent where a caller did not load them (answered as no tags). */
  tags?: TagRow[];
  /** Loaded for include=vacancies only (vacancies/by-organization.ts). */
  vacancies?: IncludedVacancy[];
  /** Loaded for include=check only (organization-checks/queries.ts). */
  check?: IncludedCheck;
}

/**
 * Whether the caller sees the contact fields marked "staff" (docs/organizations.md "Contact
 * visibility"): decided per organization by the caller of toFullOrganizationResource.
 */
export type SeesHidden = (organization: Organization) => boolean;

// A hidden field is sent as null, as an empty one: the visibility attributes stay, so a client
// knows why (and an editor sees its own choice).
const shown = <T>(value: T, visibility: ContactVisibility, seesHidden: boolean) => (visibility === "public" || seesHidden ? value : null);

const toProfile = (p: OrganizationProfile, seesHidden: boolean): OrganizationProfileResource => ({
  id: String(p.id),
  description: p.description,
  website: p.website,
  phone: shown(p.phone, p.phoneVisibility, seesHidden),
  email: shown(p.email, p.emailVisibility, seesHidden),
  logo_url: p.logoUrl,
  donation_url: p.donationUrl,
  phone_visibility: p.phoneVisibility,
  email_visibility: p.emailVisibility,
});

// A hidden address keeps its city (the place is public: the map's place filter finds it) and
// loses everything that points at the building, coordinates included.
const toAddress = (a: OrganizationAddress, seesHidden: boolean): OrganizationAddressResource => ({
  id: String(a.id),
  street: shown(a.street, a.visibility, seesHidden),
  house_number: shown(a.houseNumber, a.visibility, seesHidden),
  postal_code: shown(a.postalCode, a.visibility, seesHidden),
  city: a.city,
  latitude: shown(a.latitude, a.visibility, seesHidden),
  longitude: shown(a.longitude, a.visibility, seesHidden),
  visibility: a.visibility,
});

export function toFullOrganizationResource(row: OrganizationRow, seesHidden: SeesHidden): FullOrganizationResource {
  const sees = seesHidden(row.organization);
  return {
    ...toOrganizationResource(row.organization),
    profile: row.profile ? toProfile(row.profile, sees) : null,
    address: row.address ? toAddress(row.address, sees) : null,
    tags: (row.tags ?? []).map(toTagResource),
    vacancies: row.vacancies,
    check: row.check,
  };
}

const profileSerializer = new Serializer<OrganizationProfileResource>(ORGANIZATION_PROFILES);
const addressSerializer = new Serializer<OrganizationAddressResource>(ORGANIZATION_ADDRESSES);

// The type by name, not the vacancies serializer: that module imports this one.
const vacancySerializer = new Serializer<IncludedVacancy>("vacancies");
const checkSerializer = new Serializer<IncludedCheck>(ORGANIZATION_CHECKS);

/** Organizations with their `profile` and `address` relationships (include=profile,address). */
export const fullOrganizationSerializer = new Serializer<FullOrganizationResource>(ORGANIZATIONS, {
  relators: {
    profile: new Relator<FullOrganizationResource, OrganizationProfileResource>(async (o) => o.profile, profileSerializer, { relatedName: "profile" }),
    address: new Relator<FullOrganizationResource, OrganizationAddressResource>(async (o) => o.address, addressSerializer, { relatedName: "address" }),
    tags: new Relator<FullOrganizationResource, TagResource>(async (o) => o.tags, tagSerializer, { relatedName: "tags" }),
    vacancies: new Relator<FullOrganizationResource, IncludedVacancy>(async (o) => o.vacancies, vacancySerializer, { relatedName: "vacancies" }),
    check: new Relator<FullOrganizationResource, IncludedCheck>(async (o) => o.check, checkSerializer, { relatedName: "check" }),
  },
});
