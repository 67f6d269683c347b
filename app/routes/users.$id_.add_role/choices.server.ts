import type { AppLoadContext } from "@remix-run/cloudflare";
import { volunteerCenterChoices } from "~/.server/api/volunteer-centers";
import { organizationChoices } from "~/.server/api/users-admin";
import { loadOrganizations } from "~/.server/auth";
import { staffCenterIds, type Manager } from "~/.server/user-management";
import { ROLE_NAMES } from "./schema";

type Choice = { id: string; name: string };

/**
 * What this manager may grant (docs/roles.md): super admins any role anywhere; staff admin and
 * member on their centre's organizations and staff of their centre; organization admins admin and
 * member on their own organizations. The API checks it again. `organizationsAhead`: staff's and
 * super admins' organizations as the route read them ahead of its guard.
 */
export async function roleChoices(context: AppLoadContext, manager: Manager, organizationsAhead?: Promise<Awaited<ReturnType<typeof organizationChoices>>>) {
  if (!manager.staff) {
    const { organizations } = await loadOrganizations(context);
    const mine = organizations.filter((o) => manager.adminOrgIds.includes(o.id)).map(({ id, name }) => ({ id, name }));
    return { roles: ["admin", "member"] as string[], organizations: mine, centers: [] as Choice[] };
  }
  const [organizations, centers] = await Promise.all([organizationsAhead ?? organizationChoices(context.api), volunteerCenterChoices(context)]);
  if (manager.superAdmin) return { roles: [...ROLE_NAMES] as string[], organizations, centers };
  const own = staffCenterIds(manager);
  return {
    roles: ["admin", "member", "staff"] as string[],
    organizations: organizations.filter((o) => o.volunteerCenterId !== null && own.includes(o.volunteerCenterId)),
    centers: centers.filter((c) => own.includes(c.id)),
  };
}
