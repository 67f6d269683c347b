import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CurrentUser } from "./api/users";
import { managerOf, managesUsers } from "./user-management";

// The web's one place for "which controls does this user get": screens ask this module instead
// of looking at role names themselves. It only decides what is offered; the API still decides
// every call (docs/authorization.md). Built on the roles of the current user.

/** What the signed-in user may do, as plain data a loader can hand to its page. */
export interface Permissions {
  signedIn: boolean;
  /** Centre staff or the tenant's super admin. */
  staff: boolean;
  superAdmin: boolean;
  /** The organizations this user is an admin of. */
  adminOrgIds: string[];
  /** Approve or deny organization sign-ups (`/organizations/approve`), move organizations. */
  reviewsOrganizations: boolean;
  /** The centre's lists: organizations and themes (tags). */
  managesCenter: boolean;
  /** `/users`: staff, and organization admins for their own people. */
  managesUsers: boolean;
  /** `/vacancies` and `/vacancies/add`: staff and organization admins. */
  managesVacancies: boolean;
}

const NOBODY: Permissions = {
  signedIn: false,
  staff: false,
  superAdmin: false,
  adminOrgIds: [],
  reviewsOrganizations: false,
  managesCenter: false,
  managesUsers: false,
  managesVacancies: false,
};

export function permissionsOf(user: CurrentUser | null): Permissions {
  if (!user) return NOBODY;
  const manager = managerOf(user);
  const manages = managesUsers(manager);
  return {
    signedIn: true,
    staff: manager.staff,
    superAdmin: manager.superAdmin,
    adminOrgIds: manager.adminOrgIds,
    reviewsOrganizations: manager.staff,
    managesCenter: manager.staff,
    managesUsers: manages,
    managesVacancies: manages,
  };
}

/** Edit an organization's profile: its admins, staff and super admins. */
export const mayEditOrganization = (p: Permissions, organizationId: string) =>
  p.staff || p.adminOrgIds.includes(organizationId);

/** Move an organization to another centre: reviewers, where the tenant allows moving at all. */
export const mayMoveOrganization = (p: Permissions, context: AppLoadContext) =>
  p.reviewsOrganizations && context.tenant.appConfig.enableOrganizationsMoving;

/** Publish a vacancy for an organization: its admins, staff and super admins. */
export const mayAddVacancyFor = (p: Permissions, organizationId: string) =>
  p.staff || p.adminOrgIds.includes(organizationId);

/** The organization an organization admin works for: the first they run (null for others). */
export const ownOrganizationId = (p: Permissions) => (p.staff ? null : (p.adminOrgIds[0] ?? null));
