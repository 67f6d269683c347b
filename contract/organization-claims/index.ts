import { z } from "zod";
import { resourceSpecs } from "../list";
import { integerId } from "../rules";

/**
 * "This is my organization" (docs/organization-claims.md): a signed-in user asks to become admin of
 * an organization; its centre's staff accept or refuse.
 */
export const ORGANIZATION_CLAIMS = "organization_claims";

export const CLAIM_STATUSES = ["pending", "accepted", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** What staff decide. */
export const CLAIM_DECISIONS = ["accepted", "refused"] as const;

export const CLAIM_REASON_MAX = 1000;

export const organizationClaimRules = {
  organization_id: z.string().regex(/^[1-9][0-9]{0,15}$/),
  reason: z.string().trim().min(1).max(CLAIM_REASON_MAX),
} as const;

export const ORGANIZATION_CLAIM_ATTRIBUTES = [
  "organization_id",
  "organization_name",
  "user_id",
  "user_name",
  "user_email",
  "reason",
  "status",
  "domain_match",
  "decided_at",
  "created_at",
] as const;

export interface OrganizationClaimAttributes {
  organization_id: string;
  organization_name: string;
  user_id: string;
  /** The claimant's name and address: shown to staff deciding and to the claimant. */
  user_name: string;
  user_email: string;
  reason: string;
  status: ClaimStatus;
  /** The claimant's confirmed address is on the organization's own website domain. */
  domain_match: boolean;
  decided_at: string | null;
  created_at: string;
}

/** GET /organization_claims: staff see their centres' claims, everyone else their own. */
export const { show: organizationClaimShow, list: organizationClaimList } = resourceSpecs(ORGANIZATION_CLAIMS, ORGANIZATION_CLAIM_ATTRIBUTES, {
  page: { defaultSize: 50, maxSize: 200 },
  filter: {
    organization_id_eq: integerId,
    status_eq: z.enum(CLAIM_STATUSES),
  },
});

/**
 * Whether an address is on a website's own domain: the address's domain is the website's host
 * (without `www.`) or a subdomain of it. Free-mail hosts never count: anyone has an address there.
 */
export function emailOnWebsiteDomain(email: string, website: string | null | undefined): boolean {
  if (!website) return false;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^www\./, "");
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  if (!domain || !host.includes(".") || FREE_MAIL.has(host)) return false;
  return domain === host || domain.endsWith(`.${host}`);
}

const FREE_MAIL = new Set([
  "gmail.com",
  "hotmail.com",
  "outlook.com",
  "live.nl",
  "live.com",
  "yahoo.com",
  "icloud.com",
  "ziggo.nl",
  "kpnmail.nl",
  "hotmail.nl",
  "gmx.net",
  "proton.me",
]);
