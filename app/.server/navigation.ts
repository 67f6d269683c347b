import type { AppLoadContext } from "@remix-run/cloudflare";
import { listOrganizations } from "./api/organizations";
import { includedOrganizationsToReview } from "./auth";
import type { Features } from "./tenant";
import { ownOrganizationId, type Permissions } from "./permissions";
import type { NavLink } from "~/utils/nav-current";

/** One link of the header's navigation; `label` is a key under `common:nav`. */
export type NavItem = NavLink;

interface PrimaryItem extends NavItem {
  /** Shown only when the tenant has this feature (spec section 1's flags). */
  feature?: keyof Features;
}

// Every visitor's navigation. A feature that gets its pages (activities, one-on-one help, news)
// adds its entry here with its flag, and the header shows it for the tenants that have it.
const PRIMARY: PrimaryItem[] = [
  { id: "vacancies", href: "/vacancies/search", label: "vacancies", sections: ["/vacancies/search", "/vacancies/"] },
  { id: "social-map", href: "/sociale-kaart", label: "socialMap", sections: ["/sociale-kaart", "/organizations/"] },
  { id: "partners", href: "/partners", label: "partners", sections: ["/partners"], feature: "centerSharing" },
  { id: "activities", href: "/activiteitenkalender", label: "activities", sections: ["/activiteitenkalender", "/workshops"], feature: "activities" },
  // docs/one-on-one-help.md: "Burenhulp" on the neighbour-help tenant.
  { id: "one-on-one-help", href: "/een-op-een-hulp", label: "oneOnOneHelp", sections: ["/een-op-een-hulp"], feature: "oneOnOneHelp" },
];

export function primaryNav(features: Features): NavItem[] {
  return PRIMARY.filter((item) => !item.feature || features[item.feature]).map(({ feature: _, ...item }) =>
    item.id === "one-on-one-help" && features.oneOnOneHelpWording === "neighbourHelp" ? { ...item, label: "neighbourHelp" } : item,
  );
}

/**
 * Organizations waiting for a decision, counted up to 100: as the current user's call included
 * them (those the user may approve or deny), else the API's capped count of the pending list.
 */
async function pendingCount(context: AppLoadContext) {
  const included = await includedOrganizationsToReview(context);
  if (included !== undefined) return included;
  const { total } = await listOrganizations(context.api, { status: "pending", page: 1, size: 1 }, { count: true });
  return total;
}

/**
 * The signed-in user's own navigation, by what they may do: staff run the centre, organization
 * admins their organization, volunteers their applications and profile.
 */
export async function roleNav(context: AppLoadContext, p: Permissions): Promise<NavItem[]> {
  if (!p.signedIn) return [];
  const nav = await roleNavOf(context, p);
  const pool = context.tenant.features.volunteerProfiles ? poolNav(p) : [];
  // Requests for help (docs/one-on-one-help.md): the staff's work list, the volunteers' offers.
  const help: NavItem[] = context.tenant.features.oneOnOneHelp
    ? [{ id: "help-requests", href: "/een-op-een-hulp/hulpvragen", label: "helpRequests", sections: ["/een-op-een-hulp/hulpvragen"] }]
    : [];
  return context.tenant.features.activities ? [...nav, ...pool, activitiesNav(p), ...help] : [...nav, ...pool, ...help];
}

// The volunteer pool (docs/volunteer-profiles.md): for the centre's staff and organizations' admins.
// Replies to profiles: received by volunteers, sent by organization admins.
const poolNav = (p: Permissions): NavItem[] => [
  ...(p.searchesPool ? [{ id: "volunteer-pool", href: "/vrijwilligerspool", label: "volunteerPool", sections: ["/vrijwilligerspool"] }] : []),
  ...(p.staff ? [] : [{ id: "profile-replies", href: "/profile-replies", label: "profileReplies", sections: ["/profile-replies"] }]),
];

// Activities (docs/activities.md): managers get the overview, everyone else their own sign-ups.
const activitiesNav = (p: Permissions): NavItem =>
  p.staff || p.adminOrgIds.length > 0
    ? {
        id: "activity-overview",
        href: "/activiteitenkalender/overzicht",
        label: "activityOverview",
        sections: ["/activiteitenkalender/overzicht", "/activiteitenkalender/nieuw"],
      }
    : { id: "my-activities", href: "/activiteitenkalender/agenda", label: "myActivities", sections: ["/activiteitenkalender/agenda"] };

async function roleNavOf(context: AppLoadContext, p: Permissions): Promise<NavItem[]> {
  // The start page after signing in, for everyone (docs/analytics.md).
  const dashboard: NavItem = { id: "dashboard", href: "/dashboard", label: "dashboard", sections: ["/dashboard"] };
  if (p.staff) {
    return [
      dashboard,
      { id: "organizations", href: "/organizations", label: "organizations", sections: ["/organizations"] },
      { id: "approve", href: "/organizations/approve", label: "approve", sections: ["/organizations/approve"], count: await pendingCount(context) },
      { id: "users", href: "/users", label: "users", sections: ["/users"] },
      { id: "themes", href: "/tags", label: "themes", sections: ["/tags"] },
      // The centre's own pages, news and menus (docs/content.md).
      { id: "content", href: "/content", label: "content", sections: ["/content"] },
      // The centre's own site (docs/settings.md); staff and super admins may change it.
      { id: "settings", href: "/instellingen", label: "settings", sections: ["/instellingen"] },
      // The centre's forms and their submissions (docs/forms.md).
      { id: "forms", href: "/form_builder", label: "forms", sections: ["/form_builder"] },
      // The centre's figures (docs/analytics.md).
      { id: "analytics", href: "/analytics", label: "analytics", sections: ["/analytics"] },
      // The texts of every mail the centre sends (docs/mail.md "Templates").
      { id: "mail-templates", href: "/notification_templates", label: "mailTemplates", sections: ["/notification_templates"] },
      ...(p.superAdmin ? [{ id: "data-viewer", href: "/admin/data-viewer", label: "dataViewer", sections: ["/admin/data-viewer"] }] : []),
    ];
  }
  const own = ownOrganizationId(p);
  if (own) {
    return [
      dashboard,
      { id: "my-organization", href: `/organizations/${own}`, label: "myOrganization", sections: [`/organizations/${own}`] },
      { id: "my-vacancies", href: "/vacancies", label: "myVacancies", sections: ["/vacancies"] },
      { id: "applications", href: "/applications", label: "applications", sections: ["/applications"] },
      // The hours its volunteers recorded, to approve (docs/shifts-and-hours.md).
      { id: "volunteer-hours", href: `/organizations/${own}/uren`, label: "volunteerHours", sections: [`/organizations/${own}/uren`] },
    ];
  }
  return [
    dashboard,
    { id: "my-applications", href: "/applications", label: "myApplications", sections: ["/applications"] },
    { id: "my-profile", href: "/profiel", label: "myProfile", sections: ["/profiel", "/profile-edit"] },
    // The hours one gave (docs/shifts-and-hours.md).
    { id: "my-hours", href: "/uren", label: "myHours", sections: ["/uren"] },
  ];
}
