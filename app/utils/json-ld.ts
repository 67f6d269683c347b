// schema.org structured data (JSON-LD) for the public pages, so search engines can show vacancies,
// organizations and the centre as what they are. Built from what the page already loaded; Remix
// renders a `script:ld+json` meta descriptor as a data block (never executed, so no CSP nonce).

interface Address {
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

const compact = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== "")) as Partial<T>;

export function postalAddress(address: Address | null | undefined) {
  if (!address || !(address.street || address.city)) return undefined;
  return compact({
    "@type": "PostalAddress",
    streetAddress: [address.street, address.houseNumber].filter(Boolean).join(" ") || null,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: "NL",
  });
}

export interface OrganizationLd {
  name: string;
  url?: string | null;
  description?: string | null;
  email?: string | null;
  telephone?: string | null;
  logo?: string | null;
  address?: Address | null;
}

export function organizationLd(o: OrganizationLd, type: "Organization" | "NGO" = "Organization") {
  return compact({
    "@context": "https://schema.org",
    "@type": type,
    name: o.name,
    url: o.url,
    description: o.description,
    email: o.email,
    telephone: o.telephone,
    logo: o.logo,
    address: postalAddress(o.address),
  });
}

export interface VacancyLd {
  title: string;
  url: string;
  description: string;
  publishedAt: string | null;
  expiresOn: string | null;
  remote: boolean;
  organization: string | null;
  address: Address;
}

/** A vacancy as a volunteer JobPosting (employmentType VOLUNTEER), on site or remote. */
export function vacancyLd(v: VacancyLd) {
  return compact({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: v.title,
    url: v.url,
    description: v.description,
    employmentType: "VOLUNTEER",
    datePosted: v.publishedAt?.slice(0, 10),
    validThrough: v.expiresOn ?? undefined,
    hiringOrganization: v.organization ? { "@type": "Organization", name: v.organization } : undefined,
    jobLocationType: v.remote ? "TELECOMMUTE" : undefined,
    jobLocation: v.remote ? undefined : compact({ "@type": "Place", address: postalAddress(v.address) }),
  });
}

/** The meta descriptor that renders one JSON-LD block. */
export const jsonLdMeta = (data: object) => ({ "script:ld+json": data });
