import type { DashboardKey } from "@contract/dashboard";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type DashboardItem, getDashboard } from "./api/analytics";
import type { Features } from "./tenant";

// The dashboard's items on the web (docs/analytics.md): where each count leads. The API decides
// which items a user gets (api/src/resources/dashboard/providers.ts); a feature that adds a
// provider there adds its link here and its text in locales/{nl,en}/analytics.json. An item this
// map does not know yet (a newer API) is left out rather than shown without a link.
const LINKS: Record<DashboardKey, { href: string; feature?: keyof Features }> = {
  organizations_to_approve: { href: "/organizations/approve" },
  activities_to_approve: { href: "/activiteitenkalender/overzicht", feature: "activities" },
  center_vacancies_expiring: { href: "/vacancies?status=published" },
  center_applications_waiting: { href: "/applications?status=new" },
  conversations_reported: { href: "/conversations?box=reported" },
  organization_claims_waiting: { href: "/organizations/claims" },
  organization_edits_waiting: { href: "/organizations/proposals" },
  organization_edits_to_decide: { href: "/organizations/proposals" },
  help_requests_unmatched: { href: "/een-op-een-hulp/hulpvragen", feature: "oneOnOneHelp" },
  vacancies_expiring: { href: "/vacancies?status=published" },
  applications_waiting: { href: "/applications?status=new" },
  applications_new: { href: "/applications?status=new" },
  my_open_applications: { href: "/applications" },
  my_sign_ups: { href: "/activiteitenkalender/agenda", feature: "activities" },
  unread_conversations: { href: "/conversations" },
};

export interface DashboardEntry extends DashboardItem {
  href: string;
}

/** The signed-in user's items with their links, for the tenant's features. */
export async function dashboardEntries(context: AppLoadContext): Promise<DashboardEntry[]> {
  const items = await getDashboard(context.api);
  return items.flatMap((item) => {
    const link = LINKS[item.id];
    if (!link || (link.feature && !context.tenant.features[link.feature])) return [];
    return [{ ...item, href: link.href }];
  });
}
