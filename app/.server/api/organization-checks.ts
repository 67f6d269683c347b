import { ORGANIZATION_CHECKS, type OrganizationCheckAttributes } from "@contract/organization-checks";
import type { Camelized } from "@contract/case";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatCalendarDate } from "~/components/ui/date-time";
import type { ApiClient } from "./client";

// "Are your details still correct?" (docs/organization-checks.md): the mailed link's confirmation
// (anonymous, the token is the key), an entry's last check, and staff's list of stale entries.

export type OrganizationCheck = Camelized<OrganizationCheckAttributes> & { id: string };

const CHECKS = `/api/v1/${ORGANIZATION_CHECKS}`;

export const confirmStillCorrect = async (api: ApiClient, token: string) =>
  (await api.write<OrganizationCheck>("POST", CHECKS, ORGANIZATION_CHECKS, { token })).data;

/**
 * An organization's "last checked" as its public page shows it, in the page's language, from the
 * check its own call included (include=check); null when the answer had none.
 */
export function lastCheckOf(context: AppLoadContext, check: OrganizationCheck | undefined) {
  if (!check) return null;
  return { date: check.checkedAt ? formatCalendarDate(check.checkedAt.slice(0, 10), context.locale) : null, stale: check.stale };
}

/** The entries of the caller's centres not checked for over a year (empty for non-staff). */
export const listStaleEntries = async (api: ApiClient) => (await api.get<OrganizationCheck[]>(CHECKS)).data;

/** Development only (/dev/mail): the yearly check mails go out now; answers how many mails. */
export async function runChecksNow(api: ApiClient): Promise<number> {
  const { meta } = await api.request<null>("POST", "/api/v1/organization_check_runs");
  return Number(meta.mails ?? 0);
}
