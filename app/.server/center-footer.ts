import type { VolunteerCenterProfile } from "./api/types";

// What the site's footer and the home page's contact block show of a centre's settings
// (/instellingen/footer and /instellingen/contact-person). Only http(s) URLs and same-site paths
// become links or images (docs/app-shell.md, "Safe links"): the api checks this on write, and the
// page checks again because a row may predate the check.
const webUrl = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);
const linkUrl = (value: string | null | undefined) => (value && /^\/(?!\/)/.test(value) ? value : webUrl(value));

export interface CenterFooter {
  address: string | null;
  phone: string | null;
  email: string | null;
  openingHours: string | null;
  socialLinks: { network: string; url: string }[];
  links: { label: string; url: string }[];
}

export interface ContactPerson {
  name: string;
  role: string | null;
  phone: string | null;
  email: string | null;
  photoUrl: string | null;
}

/** The footer's details, or null when the centre filled in none. */
export function footerOf(profile: VolunteerCenterProfile | null): CenterFooter | null {
  const footer = {
    address: profile?.footerAddress || null,
    phone: profile?.footerPhone || null,
    email: profile?.footerEmail || null,
    openingHours: profile?.openingHours || null,
    socialLinks: (profile?.socialLinks ?? []).flatMap(({ network, url }) => (webUrl(url) ? [{ network, url }] : [])),
    links: (profile?.footerLinks ?? []).flatMap(({ label, url }) => (linkUrl(url) ? [{ label, url }] : [])),
  };
  const empty = !footer.address && !footer.phone && !footer.email && !footer.openingHours && !footer.socialLinks.length && !footer.links.length;
  return empty ? null : footer;
}

/** Whom visitors contact, or null without a name. */
export function contactPersonOf(profile: VolunteerCenterProfile | null): ContactPerson | null {
  if (!profile?.contactName) return null;
  return {
    name: profile.contactName,
    role: profile.contactRole || null,
    phone: profile.contactPhone || null,
    email: profile.contactEmail || null,
    photoUrl: linkUrl(profile.contactPhotoUrl),
  };
}
