// Roles and what they allow (docs/roles.md, docs/authorization.md). The api decides every request
// with these rules; the web uses the same rules only to show the controls a user may use.

export const ROLES = "roles";

export const ROLE_NAMES = ["super_admin", "staff", "admin", "member"] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_RESOURCE_TYPES = ["Organization", "VolunteerCenter"] as const;
export type RoleResourceType = (typeof ROLE_RESOURCE_TYPES)[number];

/** What each role is held on: a super admin on the tenant, staff on a centre, the others on an organization. */
export const ROLE_SCOPES: Record<RoleName, RoleResourceType | null> = {
  super_admin: null,
  staff: "VolunteerCenter",
  admin: "Organization",
  member: "Organization",
};

export const ROLE_ATTRIBUTES = ["name", "resource_type", "resource_id"] as const;

export interface RoleAttributes {
  name: RoleName;
  resource_type: RoleResourceType | null;
  resource_id: string | null;
}

/** A role as either worker holds it (Drizzle rows and the web's resources are camelCase alike). */
export interface RoleLike<Id> {
  name: string;
  resourceType: string | null;
  resourceId: Id | null;
}

/** A user's powers, from their roles: the shape every permission rule reads. */
export interface Powers<Id> {
  superAdmin: boolean;
  /** Centres where the user is staff. */
  staffCenterIds: Id[];
  /** Organizations where the user is admin. */
  adminOrgIds: Id[];
  /** Organizations where the user is admin or member. */
  memberOrgIds: Id[];
}

export function powersOf<Id>(roles: readonly RoleLike<Id>[]): Powers<Id> {
  const ids = (names: RoleName[], type: RoleResourceType) =>
    roles.filter((r) => names.includes(r.name as RoleName) && r.resourceType === type && r.resourceId !== null).map((r) => r.resourceId as Id);
  return {
    superAdmin: roles.some((r) => r.name === "super_admin" && r.resourceType === null),
    staffCenterIds: ids(["staff"], "VolunteerCenter"),
    adminOrgIds: ids(["admin"], "Organization"),
    memberOrgIds: ids(["admin", "member"], "Organization"),
  };
}

/** An organization as the rules need it. */
export interface OrganizationRef<Id> {
  id: Id;
  volunteerCenterId: Id | null;
}

/** Super admins, and staff of the organization's centre: status (approve), type, archive, move. */
export const canManageOrganization = <Id>(powers: Powers<Id>, org: OrganizationRef<Id>) =>
  powers.superAdmin || (org.volunteerCenterId !== null && powers.staffCenterIds.includes(org.volunteerCenterId));

/** Managers and the organization's own admins: name, profile, address, and its vacancies. */
export const canEditOrganization = <Id>(powers: Powers<Id>, org: OrganizationRef<Id>) =>
  canManageOrganization(powers, org) || powers.adminOrgIds.includes(org.id);

/** Who reviews organizations at all (the sign-up queue, tags, new organizations): super admins and centre staff. */
export const isReviewer = <Id>(powers: Powers<Id>) => powers.superAdmin || powers.staffCenterIds.length > 0;

/** Who handles applications somewhere: super admins, centre staff and organization admins. */
export const handlesApplications = <Id>(powers: Powers<Id>) =>
  powers.superAdmin || powers.staffCenterIds.length > 0 || powers.adminOrgIds.length > 0;
