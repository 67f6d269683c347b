import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatAddress, type OrganizationDetails } from "../api/organizations";
import { directoryCenterId } from "../api/social-map";

export interface CenterContact {
  organizationId: string;
  name: string;
  description: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/**
 * The centre's contact details: those of its own organization (the one of type VolunteerCenter
 * in its directory), which its staff keep up to date like any organization's. null when the centre
 * has none or it says nothing to contact it by.
 */
export async function loadCenterContact(context: AppLoadContext): Promise<CenterContact | null> {
  const centerId = context.tenant.volunteerCenterId ?? (await directoryCenterId(context));
  const { data } = await context.api.get<OrganizationDetails[]>("/api/v1/organizations", {
    include: ["profile", "address"],
    filter: { status_eq: "approved", organization_type_eq: "VolunteerCenter", volunteer_center_id_eq: centerId ?? undefined },
    page: { number: 1, size: 1 },
  });
  const own = data[0];
  if (!own) return null;
  const contact = {
    organizationId: own.id,
    name: own.name,
    description: own.profile?.description ?? null,
    address: formatAddress(own.address),
    phone: own.profile?.phone ?? null,
    email: own.profile?.email ?? null,
    // Only an http(s) address becomes a link (docs/app-shell.md "Safe links").
    website: own.profile?.website && /^https?:\/\//i.test(own.profile.website) ? own.profile.website : null,
  };
  return contact.address || contact.phone || contact.email || contact.website ? contact : null;
}
