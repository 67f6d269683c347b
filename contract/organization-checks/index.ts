import { z } from "zod";

/**
 * "Are your details still correct?" (docs/organization-checks.md): once a year an organization's
 * admins get a mail with a link; one click on its page marks the entry checked, without signing in.
 */
export const ORGANIZATION_CHECKS = "organization_checks";
export const ORGANIZATION_CHECK_RUNS = "organization_check_runs";

/** An entry not checked (nor created) for this long is due for the mail, and stale for staff. */
export const CHECK_INTERVAL_DAYS = 365;
/** How long the mailed link works: a yearly mail read within two months. */
export const CHECK_LINK_VALID_DAYS = 60;

export const organizationCheckRules = {
  token: z.string().trim().min(20).max(100),
} as const;

export const ORGANIZATION_CHECK_ATTRIBUTES = ["organization_id", "organization_name", "checked_at", "stale"] as const;

export interface OrganizationCheckAttributes {
  organization_id: string;
  organization_name: string;
  /** When someone last said the entry is still correct; null: never. */
  checked_at: string | null;
  /** Not checked for CHECK_INTERVAL_DAYS (counted from its creation when never checked). */
  stale: boolean;
}

/** Whether an entry is stale on `now`: its last check (else its creation) is over a year old. */
export function isStale(checkedAt: string | null, createdAt: string, now = new Date()): boolean {
  const since = Date.parse(checkedAt ?? createdAt);
  return now.getTime() - since > CHECK_INTERVAL_DAYS * 86_400_000;
}
