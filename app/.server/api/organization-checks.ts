import { ORGANIZATION_CHECKS, type OrganizationCheckAttributes } from "@contract/organization-checks";
import type { Camelized } from "@contract/case";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatCalendarDate } from "~/components/ui/date-time";
import type { ApiClient } from "./client";
import { ApiError } from "./errors";

// "Are your details still correct?" (docs/organization-checks.md): the mailed link's confirmation
// (anonymous, the token is the key), an entry's last check, and staff's list of stale entries.

export type OrganizationCheck = Camelized<OrganizationCheckAttributes> & { id: string };

const CHECKS = `/api/v1/${ORGANIZATION_CHECKS}`;

export const confirmStillCorrect = async (api: ApiClient, token: string) =>
  (await api.write<OrganizationCheck>("POST", CHECKS, ORGANIZATION_CHECKS, { token })).data;

export const getCheck = async (api: ApiClient, organizationId: string) => (await api.get<OrganizationCheck>(`${CHECKS}/${organizationId}`)).data;

/**
 * An organization's "last checked" as its public page shows it, in the page's language. null for
 * an organization the visitor may not see: the page's own call for it answers with the not-found
 * page, which this call, made beside it, must not turn into an error.
 */
export async function lastCheckOf(context: AppLoadContext, organizationId: string) {
  try {
    const check = await getCheck(context.api, organizationId);
    return { date: check.checkedAt ? formatCalendarDate(check.checkedAt.slice(0, 10), context.locale) : null, stale: check.stale };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** The entries of the caller's centres not checked for over a year (empty for non-staff). */
export const listStaleEntries = async (api: ApiClient) => (await api.get<OrganizationCheck[]>(CHECKS)).data;

/** Development only (/dev/mail): the yearly check mails go out now; answers how many mails. */
export async function runChecksNow(api: ApiClient): Promise<number> {
  const { meta } = await api.request<null>("POST", "/api/v1/organization_check_runs");
  return Number(meta.mails ?? 0);
}

/**
 * The ids of these organizations whose entry is stale (not checked for over a year), for the
 * social map's mark; the API leaves out those the visitor may not see.
 */
export async function staleIdsOf(api: ApiClient, organizationIds: string[]): Promise<Set<string>> {
  if (organizationIds.length === 0) return new Set();
  const { data } = await api.get<OrganizationCheck[]>(CHECKS, { filter: { organization_id_in: organizationIds.join(",") } });
  return new Set(data.filter((check) => check.stale).map((check) => check.organizationId));
}
