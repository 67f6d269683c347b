import {
  canEditOrganization,
  canManageOrganization,
  type Powers,
  powersOf,
} from "@contract/users";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { Organization, User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { listUserRoles } from "../roles/queries";

/** What the caller may do with organizations (docs/organizations.md), from their role rows. */
export interface Actor extends Powers<number> {
  user: User | null;
}

const ANONYMOUS: Actor = {
  user: null,
  superAdmin: false,
  staffCenterIds: [],
  adminOrgIds: [],
  memberOrgIds: [],
};

/** The caller's organization powers; anonymous when nobody is signed in. */
export async function loadActor(c: Context<AppEnv>): Promise<Actor> {
  const user = c.var.currentUser;
  if (user === null) return ANONYMOUS;
  const rows = await listUserRoles(c.var.db, c.var.tenantId, user.id);
  return { user, ...powersOf(rows) };
}

/** Super admins, and staff of the organization's centre: status, type, archive, move. */
export const canManage = (actor: Actor, org: Organization) =>
  canManageOrganization(actor, org);

/** Managers and the organization's own admins: name, profile, address. */
export const canEdit = (actor: Actor, org: Organization) =>
  canEditOrganization(actor, org);

/** Approved ones are public; the rest only to managers and the organization's own people. */
export const canSee = (actor: Actor, org: Organization) =>
  org.status === "approved" ||
  canManage(actor, org) ||
  actor.memberOrgIds.includes(org.id);

export const forbidden = (detail: string, pointer?: string) =>
  new JsonApiError({
    status: 403,
    title: "Forbidden",
    detail,
    code: "forbidden",
    ...(pointer !== undefined && { source: { pointer } }),
  });

export const missingOrganization = (id: string) =>
  notFound(`There is no organization ${id}.`);

/**
 * The gate of every write: 401 without a user, 404 when the caller may not even see the
 * organization (existence does not leak), 403 when they see it but `allowed` says no.
 */
export function authorize(
  c: Context<AppEnv>,
  actor: Actor,
  org: Organization | undefined,
  id: string,
  allowed: (actor: Actor, org: Organization) => boolean,
): Organization {
  requireUser(c);
  if (org === undefined || !canSee(actor, org)) throw missingOrganization(id);
  if (!allowed(actor, org))
    throw forbidden("You are not allowed to do this to this organization.");
  return org;
}
