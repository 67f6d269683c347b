import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentUser } from "../auth";
import { permissionsOf } from "../permissions";
import type { Features } from "../tenant";
import { loadCenterContact, type CenterContact } from "./contact-section";
import { type HomeActivity, loadUpcomingActivities } from "./activities-section";
import { loadNewestNews, type HomeNews } from "./news-section";
import { loadNearbyOrganizations, loadNewestVacancies, loadThemes, type HomeOrganization, type HomeVacancy } from "./content-sections";

/**
 * What the home page shows, section by section, in order. Each section is one entry of
 * HOME_SECTIONS: a loader of its own data and, optionally, the tenant feature that switches it on.
 * A feature that gets its pages (news, activities, one-on-one help) adds its section here and its
 * component in app/routes/_index/sections.tsx; nothing else on the page changes.
 */
export type HomeSection =
  | { id: "search" }
  | { id: "vacancies"; vacancies: HomeVacancy[] }
  | { id: "themes"; themes: string[] }
  | { id: "organizations"; organizations: HomeOrganization[] }
  | { id: "join"; signedIn: boolean; publishes: boolean }
  | { id: "partners" }
  | { id: "activities"; activities: HomeActivity[] }
  | { id: "news"; news: HomeNews[] }
  | { id: "oneOnOneHelp"; wording: Features["oneOnOneHelpWording"] }
  | { id: "volunteerProfile" }
  | { id: "contact"; contact: CenterContact };

interface SectionSource {
  id: HomeSection["id"];
  feature?: keyof Features;
  /** null: nothing to show (no vacancies yet, a centre without contact details). */
  load: (context: AppLoadContext) => Promise<HomeSection | null>;
}

/** A section that lists items under the key of its id, and is left out while it has none. */
const listSection = (
  id: "vacancies" | "themes" | "organizations" | "activities" | "news",
  load: (c: AppLoadContext) => Promise<unknown[]>,
  feature?: keyof Features,
): SectionSource => ({
  id,
  feature,
  load: async (c) => {
    const items = await load(c);
    return items.length ? ({ id, [id]: items } as HomeSection) : null;
  },
});

export const HOME_SECTIONS: SectionSource[] = [
  { id: "search", load: async () => ({ id: "search" }) },
  listSection("vacancies", loadNewestVacancies),
  listSection("themes", loadThemes),
  listSection("organizations", loadNearbyOrganizations),
  // The next activities of the calendar (docs/activities.md); off where activities are.
  listSection("activities", loadUpcomingActivities, "activities"),
  {
    id: "join",
    load: async (c) => {
      const p = permissionsOf(await getCurrentUser(c));
      return { id: "join", signedIn: p.signedIn, publishes: p.managesVacancies };
    },
  },
  // Residents ask for a hand (docs/one-on-one-help.md): "burenhulp" where the tenant words it so.
  { id: "oneOnOneHelp", feature: "oneOnOneHelp", load: async (c) => ({ id: "oneOnOneHelp", wording: c.tenant.features.oneOnOneHelpWording }) },
  // Signed-in volunteers offer themselves in the pool (docs/volunteer-profiles.md); off in meedoen.
  {
    id: "volunteerProfile",
    feature: "volunteerProfiles",
    load: async (c) => (permissionsOf(await getCurrentUser(c)).signedIn ? { id: "volunteerProfile" } : null),
  },
  // Partner centres share one directory: the home page points to them.
  { id: "partners", feature: "centerSharing", load: async () => ({ id: "partners" }) },
  // The centre's newest news (docs/content.md).
  listSection("news", loadNewestNews),
  {
    id: "contact",
    load: async (c) => {
      const contact = await loadCenterContact(c);
      return contact ? { id: "contact", contact } : null;
    },
  },
];

/** The sections this tenant shows, loaded in parallel, in the page's order. */
export async function loadHomeSections(context: AppLoadContext, sources = HOME_SECTIONS): Promise<HomeSection[]> {
  const { features } = context.tenant;
  const shown = sources.filter((s) => !s.feature || features[s.feature]);
  const loaded = await Promise.all(shown.map((s) => s.load(context)));
  return loaded.filter((s): s is HomeSection => s !== null);
}
