import type { AppLoadContext } from "@remix-run/cloudflare";
import { listCenterOrganizations, type OrganizationDetails } from "../api/organizations";
import { listVolunteerCenters } from "../api/volunteer-centers";
import { centerSiteUrl } from "./center-site";

/** One partner centre as its card shows it (/partners, /gelderse-handen). */
export interface Partner {
  id: string;
  name: string;
  logoUrl: string | null;
  /** The first sentence(s) of its own organization's description, at most SHORT characters. */
  description: string | null;
  place: string | null;
  /** Its own site: the host that shows it, else its organization's website; null: no link. */
  url: string | null;
}

const SHORT = 160;

// Only same-site paths and http(s) URLs may become an <img src> or a link.
const safeImage = (value: string | null | undefined) => (value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null);
const safeWebsite = (value: string | null | undefined) => (value && /^https?:\/\/[^\s]+$/i.test(value) ? value : null);

/** A card's description: whole words, cut with an ellipsis when longer than `max`. */
export function shortDescription(text: string | null | undefined, max = SHORT): string | null {
  const clean = text?.replace(/\s+/g, " ").trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * The tenant's volunteer centres (the partners of the collaboration), by name. A centre's
 * description, place and website are those of its own organization (type VolunteerCenter), which
 * its staff keep like any organization's, as the home page's contact block does.
 */
export async function listPartners(context: AppLoadContext, requestUrl: string): Promise<Partner[]> {
  const [centers, own] = await Promise.all([
    listVolunteerCenters(context.api, { profile: true }),
    listCenterOrganizations(context.api, { approved: true, size: 100 }),
  ]);
  // A centre with several own organizations: the oldest speaks for it.
  const byCenter = new Map<string, OrganizationDetails>();
  for (const organization of own) {
    if (organization.volunteerCenterId && !byCenter.has(organization.volunteerCenterId)) byCenter.set(organization.volunteerCenterId, organization);
  }
  return centers
    .map((center) => {
      const organization = byCenter.get(center.id);
      return {
        id: center.id,
        name: center.name,
        logoUrl: safeImage(center.profile?.websiteLogoUrl),
        description: shortDescription(organization?.profile?.description),
        place: organization?.address?.city ?? null,
        url: centerSiteUrl(context.config, context.tenant.tenant, center.id, requestUrl) ?? safeWebsite(organization?.profile?.website),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "nl"));
}
