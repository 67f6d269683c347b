import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { mayBuildForms } from "@contract/forms";
import { mayProposeEdit } from "@contract/organization-edit-proposals";
import { canEditOrganization, canManageOrganization, handlesApplications, isReviewer as reviews, powersOf } from "@contract/users";
import type { CurrentUser } from "~/.server/api/users";
import { managerOf, managesUsers } from "~/.server/user-management";
import { requireUser } from "~/.server/auth";

// The web's one permissions module: which controls and pages a user gets. The rules are the
// contract's (contract/users/roles.ts), the ones the API decides every request with; routes ask
// here and never check a role inline.

/** The user's powers from their roles (ids as the wire's strings). */
export const powersOfUser = (user: CurrentUser) => powersOf(user.roles);

/** Whether the user may review organizations (sign-ups, tags, new organizations): centre staff or a super admin. */
export const isReviewer = (user: CurrentUser) => reviews(powersOfUser(user));

/**
 * Only centre staff and super admins decide on sign-ups (docs/organizations.md). Others would see
 * their own pending organizations in the queue and get a 403 on every button, so they get the
 * 403 screen at once. The API still checks every decision.
 */
export async function requireReviewer(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!isReviewer(user)) throw data(null, { status: 403 });
  return user;
}

/** The form builder (docs/forms.md) is for centre staff and super admins: the others get the 403 screen. */
export async function requireFormBuilder(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!mayBuildForms(powersOfUser(user))) throw data(null, { status: 403 });
  return user;
}

/** Whether the user handles applications somewhere (the list's vacancy filter): super admins, staff, organization admins. */
export const managesApplications = (user: CurrentUser) => handlesApplications(powersOfUser(user));

/**
 * Whether the user handles this organization's applications: a super admin, centre staff (the API
 * shows staff only their centre's), or an admin of the organization.
 */
export const handlesApplicationsOf = (user: CurrentUser, organizationId: string) => {
  const powers = powersOfUser(user);
  return powers.superAdmin || powers.staffCenterIds.length > 0 || powers.adminOrgIds.includes(organizationId);
};

// Which controls the screens offer (header navigation, calls to action, buttons), as plain data
// a loader can hand to its page.

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
  /** `/vrijwilligerspool`: centre staff and organization admins (the api decides per centre). */
  searchesPool: boolean;
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
  searchesPool: false,
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
    searchesPool: manager.staff || manager.adminOrgIds.length > 0,
  };
}

/** Move an organization to another centre: reviewers, where the tenant allows moving at all. */
export const mayMoveOrganization = (p: Permissions, context: AppLoadContext) => p.reviewsOrganizations && context.tenant.appConfig.enableOrganizationsMoving;

/** The organization an organization admin works for: the first they run (null for others). */
export const ownOrganizationId = (p: Permissions) => (p.staff ? null : (p.adminOrgIds[0] ?? null));

/**
 * Whether the user may save this organization's name, profile and address, and its vacancies:
 * the contract's canEditOrganization, the API's rule. Edit pages check it on their GET too, so
 * nobody is shown a form whose saving is then refused (issue 17): a public organization or
 * vacancy of someone else's is readable, not editable.
 */
export const mayEditOrganization = (user: CurrentUser, organization: { id: string; volunteerCenterId: string | null }) =>
  canEditOrganization(powersOfUser(user), organization);

/**
 * Whether the user finds "delete" on an organization's or its vacancies' page: its centre's staff
 * and super admins (the contract's canManageOrganization; the API archives for them).
 */
export const mayDeleteOrganizationEntry = (user: CurrentUser, organization: { id: string; volunteerCenterId: string | null }) =>
  canManageOrganization(powersOfUser(user), organization);

/** /admin/data-viewer is for the tenant's super admins only (the API checks again and logs every view). */
export async function requireSuperAdmin(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!powersOfUser(user).superAdmin) throw data(null, { status: 403 });
  return user;
}

/**
 * Who talks about an application (docs/conversations.md): its applicant and the organization's
 * admins; a guest's application has no account to talk to. The contract's rule, as the API's.
 */
export const talksAboutApplication = (user: CurrentUser, a: { userId: string | null; organizationId: string }) =>
  a.userId !== null && (a.userId === user.id || powersOfUser(user).adminOrgIds.includes(a.organizationId));

/** Whether the user may propose edits to the organization: a member who may not edit it. */
export const mayProposeOrganizationEdit = (user: CurrentUser, organization: { id: string; volunteerCenterId: string | null }) =>
  mayProposeEdit(powersOfUser(user), organization);
