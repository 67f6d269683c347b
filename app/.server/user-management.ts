import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { CurrentUser, Role } from "./api/users";
import { loadOrganizations, requireUser } from "./auth";

/** What the signed-in user may do to other users, as far as the screens need to know. */
export interface Manager {
  user: CurrentUser;
  superAdmin: boolean;
  /** Staff of a centre or super admin: invites, edits, deletes, signs in as. */
  staff: boolean;
  /** The organizations this user is an admin of: they manage its people's roles there. */
  adminOrgIds: string[];
}

export function managerOf(user: CurrentUser): Manager {
  const superAdmin = user.roles.some((role) => role.name === "super_admin");
  return {
    user,
    superAdmin,
    staff: superAdmin || user.roles.some((role) => role.name === "staff"),
    adminOrgIds: user.roles.filter((role) => role.name === "admin" && role.resourceType === "Organization").map((role) => role.resourceId!),
  };
}

/** Whether the user sees the users screens at all (the toolbar's link, too). */
export const managesUsers = (manager: Manager) => manager.staff || manager.adminOrgIds.length > 0;

/**
 * Guard of the users screens: signed in (else the login page) with some power over others (else
 * the 403 screen). The API still decides every call; this only spares a volunteer a useless page.
 */
export async function requireUserManager(request: Request, context: AppLoadContext): Promise<Manager> {
  const manager = managerOf(await requireUser(request, context));
  if (!managesUsers(manager)) throw data(null, { status: 403 });
  return manager;
}

/** Guard of inviting and editing: staff and super admins only (the API answers 403 to others). */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<Manager> {
  const manager = await requireUserManager(request, context);
  if (!manager.staff) throw data(null, { status: 403 });
  return manager;
}

/**
 * The organization an organization admin's list is limited to (the API lists nothing else for
 * them): the current organization when they run it, else the first one they run. Staff and super
 * admins list everyone they may see: undefined.
 */
export async function listedOrganizationId(context: AppLoadContext, manager: Manager): Promise<string | undefined> {
  if (manager.staff) return undefined;
  const { currentOrganizationId } = await loadOrganizations(context);
  return currentOrganizationId && manager.adminOrgIds.includes(currentOrganizationId) ? currentOrganizationId : manager.adminOrgIds[0];
}

/** The centres this manager is staff of. */
export const staffCenterIds = (manager: Manager) =>
  manager.user.roles.filter((role) => role.name === "staff" && role.resourceType === "VolunteerCenter").map((role) => role.resourceId);

/**
 * Whether the screens offer to edit, delete or sign in as this user: staff and super admins, not
 * on a super admin's account nor on staff of another centre unless they are a super admin
 * (the API's staffMayActOn). Only which buttons show; the API decides.
 */
export function mayActOn(manager: Manager, target: { roles: Role[] }) {
  if (manager.superAdmin) return true;
  if (!manager.staff) return false;
  const centers = staffCenterIds(manager);
  return !target.roles.some((role) => role.name === "super_admin" || (role.name === "staff" && !centers.includes(role.resourceId)));
}

/** Whether the screens offer to remove this role (docs/roles.md "Granting and removing roles"). */
export function mayRemoveRole(manager: Manager, role: Role) {
  if (manager.superAdmin) return true;
  if (role.name === "super_admin") return false;
  if (role.name === "staff") return manager.staff && staffCenterIds(manager).includes(role.resourceId);
  return manager.staff || (role.resourceId !== null && manager.adminOrgIds.includes(role.resourceId));
}

/**
 * The toolbar's management links: organizations, tags and the centre's settings for staff and
 * super admins, users and vacancies for every manager.
 */
export function toolbarManages(user: CurrentUser) {
  const manager = managerOf(user);
  return { organizations: manager.staff, users: managesUsers(manager), tags: manager.staff, vacancies: managesUsers(manager), settings: manager.staff };
}
