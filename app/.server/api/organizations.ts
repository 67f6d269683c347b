import type { ListQuery } from "@contract/list";
import type { Camelized } from "@contract/case";
import {
  type ContactVisibility,
  FIELDS_WITHOUT_TAGS,
  type OrganizationAddressAttributes,
  type OrganizationAttributes,
  type OrganizationProfileAttributes,
  type organizationList,
} from "@contract/organizations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "./client";
import type { OrganizationCheck } from "./organization-checks";
import { orErrorScreen } from "./errors";
import { keptContent } from "../kept-content";

/**
 * An organization's profile as the web reads it: the contract's attributes, camelCased.
 * "staff" visibilities: the API sends the value only to those who may edit the organization.
 * `donationUrl` (migration 0160) is absent from older backends.
 */
export type OrganizationProfile = Omit<Camelized<OrganizationProfileAttributes>, "donationUrl"> & { donationUrl?: string | null };

/** "staff": street, number, postal code and coordinates only for those who may edit. */
export type OrganizationAddress = Camelized<OrganizationAddressAttributes>;

/** One organization with its profile and address (and its tags with `include=tags`). */
export type OrganizationDetails = { id: string } & Pick<
  Camelized<OrganizationAttributes>,
  "name" | "organizationType" | "status" | "volunteerCenterId" | "createdAt"
> & {
    profile: OrganizationProfile | null;
    address: OrganizationAddress | null;
    /** Only with `include=tags` (getOrganization's `tags` option). */
    tags?: { id: string; name: string }[];
  };

export interface OrganizationFilters {
  name?: string;
  status?: string;
  type?: string;
  page: number;
  size: number;
}

/** One organization with profile and address (and tags if asked); one the visitor may not see is the 404 screen. */
export async function getOrganization(api: ApiClient, id: string, { tags = false, check = false } = {}) {
  const include = ["profile", "address", ...(tags ? ["tags"] : []), ...(check ? ["check"] : [])];
  // `check` only with that option (include=check): its last check, docs/organization-checks.md.
  return (await orErrorScreen(api.get<OrganizationDetails & { check?: OrganizationCheck }>(`/api/v1/organizations/${id}`, { include }))).data;
}

export type OrganizationName = Pick<OrganizationDetails, "id" | "name" | "volunteerCenterId">;

/**
 * The tenant's approved organizations by name, up to 1,000: the choices of a select (whom one
 * records hours for, the organization staff add a vacancy to). Approved ones are public and listed
 * alike for everyone, so the answer is kept while the content version holds (kept-content.ts).
 */
export function approvedOrganizationNames(context: AppLoadContext): Promise<OrganizationName[]> {
  return keptContent(context, "approved-organization-names", async () => {
    const { data } = await context.api.get<OrganizationName[]>("/api/v1/organizations", {
      fields: { organizations: ["name", "volunteer_center_id"] },
      filter: { status_eq: "approved" },
      sort: "name",
      page: { number: 1, size: 1000 },
    } satisfies ListQuery<typeof organizationList>);
    return data.map(({ id, name, volunteerCenterId }) => ({ id, name, volunteerCenterId }));
  });
}

/**
 * A page of organizations; the API decides which ones this visitor may see. The list is not
 * counted (that read every organization): `hasNextPage` says whether there is another page. With
 * `count` the API counts up to 100 (`total`, `totalCapped` beyond).
 */
export async function listOrganizations(api: ApiClient, filters: OrganizationFilters, { count = false } = {}) {
  const { data: organizations, meta } = await api.get<Pick<OrganizationDetails, "id" | "name" | "organizationType" | "status" | "address">[]>(
    "/api/v1/organizations",
    {
      // What the staff lists show: no profile (its description is most of an entry), no themes.
      include: ["address"],
      fields: { organizations: ["name", "organization_type", "status", "address"] },
      sort: "name",
      filter: { name_cont: filters.name || undefined, status_eq: filters.status || undefined, organization_type_eq: filters.type || undefined },
      page: { number: filters.page, size: filters.size },
      count: count ? "capped" : undefined,
    } satisfies ListQuery<typeof organizationList>,
  );
  return {
    organizations,
    hasNextPage: meta.hasNextPage === true,
    total: typeof meta.total === "number" ? meta.total : organizations.length,
    totalCapped: meta.totalCapped === true,
  };
}

/** "26–50": the positions of a page's rows in the whole list (null when the page is empty). */
export function pageRange(page: number, size: number, rows: number): { from: number; to: number } | null {
  if (rows === 0) return null;
  const from = (page - 1) * size + 1;
  return { from, to: from + rows - 1 };
}

/**
 * The organization as anyone sees it, whoever is signed in: the public directory (the social map,
 * its embed, /sociale-kaart/{id}) shows staff the public entry too, so they see what a visitor
 * sees. The API already leaves hidden values out for everyone else (docs/organizations.md).
 */
export function publicContact<T extends Pick<OrganizationDetails, "profile" | "address">>(organization: T): T {
  const { profile, address } = organization;
  return {
    ...organization,
    profile: profile && {
      ...profile,
      phone: profile.phoneVisibility === "staff" ? null : profile.phone,
      email: profile.emailVisibility === "staff" ? null : profile.email,
    },
    address:
      address && address.visibility === "staff" ? { ...address, street: null, houseNumber: null, postalCode: null, latitude: null, longitude: null } : address,
  };
}

/** '{street} {number}, {postal code} {city}', leaving out what is missing. */
export function formatAddress(address: OrganizationAddress | null): string {
  if (!address) return "";
  const line1 = [address.street, address.houseNumber].filter(Boolean).join(" ");
  const line2 = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [line1, line2].filter(Boolean).join(", ");
}

/**
 * An organization as its page shows it, on /organizations/{id} and /sociale-kaart/{id} alike: the
 * address with its one-line text, the tags by name.
 */
export function organizationPageView<O extends OrganizationDetails>({ name, organizationType, profile, address, tags }: O) {
  return { name, organizationType, profile, address: address && { ...address, text: formatAddress(address) }, tags: (tags ?? []).map((tag) => tag.name) };
}

/** What the edit and add forms send: `profile` and `address` nested (only the keys sent change). */
export interface OrganizationWrite {
  name?: string;
  organizationType?: string;
  status?: string;
  profile?: Partial<
    Record<"description" | "website" | "phone" | "email" | "donationUrl", string | null> & Record<"phoneVisibility" | "emailVisibility", ContactVisibility>
  >;
  address?: Partial<Record<"street" | "houseNumber" | "postalCode" | "city", string | null> & { visibility: ContactVisibility }>;
  /** All its tags at once: the API replaces them (an empty list clears them). */
  tagIds?: string[];
}

/** PUT /organizations/{id}: the API decides who may change what (docs/organizations.md). */
export async function updateOrganization(api: ApiClient, id: string, attributes: OrganizationWrite) {
  const { data: organization } = await api.write<OrganizationDetails>("PUT", `/api/v1/organizations/${id}`, "organizations", attributes, id);
  return organization;
}

/** DELETE /organizations/{id}: archives it (off the social map); its centre's staff and super admins. */
export const archiveOrganization = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/organizations/${id}`);

/** POST /organizations: staff (their centre) and super admins; answers the new organization. */
export async function createOrganization(api: ApiClient, attributes: OrganizationWrite) {
  const { data: organization } = await api.write<OrganizationDetails>("POST", "/api/v1/organizations", "organizations", attributes);
  return organization;
}

/** PUT /organizations/{id}/approve: a reviewer approves or denies, a denial with its reason. */
export async function reviewOrganization(api: ApiClient, id: string, status: string, reason?: string) {
  const { data: organization } = await api.write<OrganizationDetails>(
    "PUT",
    `/api/v1/organizations/${id}/approve`,
    "organizations",
    reason ? { status, reason } : { status },
    id,
  );
  return organization;
}

/** PUT /organizations/{id}/move: to another centre of the same tenant. */
export async function moveOrganization(api: ApiClient, id: string, volunteerCenterId: string) {
  const { data: organization } = await api.write<OrganizationDetails>("PUT", `/api/v1/organizations/${id}/move`, "organizations", { volunteerCenterId }, id);
  return organization;
}

/**
 * Organizations of type VolunteerCenter, oldest first: a centre's own entries, which its staff
 * keep like any organization's (the home page's contact block, the partners page, the centre's
 * settings). Without `centerId` every centre's of the tenant; `approved` leaves pending ones out.
 */
export async function listCenterOrganizations(api: ApiClient, { centerId, approved, size }: { centerId?: string | null; approved: boolean; size: number }) {
  const { data } = await api.get<OrganizationDetails[]>("/api/v1/organizations", {
    include: ["profile", "address"],
    // No tags: their statement spared (OrganizationDetails has them only with include=tags).
    fields: { organizations: FIELDS_WITHOUT_TAGS },
    filter: { status_eq: approved ? "approved" : undefined, organization_type_eq: "VolunteerCenter", volunteer_center_id_eq: centerId ?? undefined },
    sort: "created_at",
    page: { number: 1, size },
  } satisfies ListQuery<typeof organizationList>);
  return data;
}
