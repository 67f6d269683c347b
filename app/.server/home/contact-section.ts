import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatAddress, listCenterOrganizations } from "../api/organizations";
import { directoryCenterId } from "../api/social-map";
import type { ContactPerson } from "../center-footer";
import { loadCurrentCenter } from "../current-center";
import { keptContent } from "../kept-content";

export interface CenterContact {
  /** null when the centre has no organization of its own, only a contact person. */
  organizationId: string | null;
  name: string;
  description: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Whom visitors contact (/instellingen/contact-person), or null. */
  person: ContactPerson | null;
}

/**
 * The centre's contact details: those of its own organization (the one of type VolunteerCenter
 * in its directory), which its staff keep up to date like any organization's. null when the centre
 * has none or it says nothing to contact it by.
 */
export async function loadCenterContact(context: AppLoadContext): Promise<CenterContact | null> {
  const centerId = context.tenant.volunteerCenterId ?? (await directoryCenterId(context));
  // The api shows a field hidden for staff to those who may edit the organization: only the
  // anonymous answer, the same for every visitor, is kept while current (kept-content.ts).
  const read = () => listCenterOrganizations(context.api, { centerId, approved: true, size: 1 });
  const [own] = await (context.api.credentials ? read() : keptContent(context, "home:contact:anonymous", read));
  // The current centre is kept per isolate (and checked against its settings version): no extra call.
  const current = await loadCurrentCenter(context);
  const person = current.contactPerson;
  if (!own)
    return person ? { organizationId: null, name: current.name, description: null, address: "", phone: null, email: null, website: null, person } : null;
  const contact = {
    organizationId: own.id,
    name: own.name,
    description: own.profile?.description ?? null,
    address: formatAddress(own.address),
    phone: own.profile?.phone ?? null,
    email: own.profile?.email ?? null,
    // Only an http(s) address becomes a link (docs/app-shell.md "Safe links").
    website: own.profile?.website && /^https?:\/\//i.test(own.profile.website) ? own.profile.website : null,
    person,
  };
  return contact.address || contact.phone || contact.email || contact.website || person ? contact : null;
}
