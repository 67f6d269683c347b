import type { Context } from "hono";
import { requireUser } from "./authenticate";
import type { AppEnv } from "../env";
import { type Actor, loadActor } from "./actor";
import { forbidden, notFound } from "../jsonapi/errors";
import { currentCenterId } from "../current-center";
import { findVolunteerCenter } from "../resources/volunteer-centers/queries";
import { fieldError } from "../jsonapi/validation";
import { pathRow } from "../jsonapi/ids";
import type { Database } from "../db/client";
import type { TenantId } from "../tenancy";

// A centre's content (pages, news items, menu items) is kept by its staff and the super admins;
// everyone reads what is published.

export const canManageContent = (actor: Actor, centerId: number) => actor.superAdmin || actor.staffCenterIds.includes(centerId);

/**
 * The gate of every content write (and of a centre's tags, kept by the same people: `what`
 * names them in the answer): 401 signed out, 403 for anyone but staff and super admins.
 */
export async function requireContentManager(c: Context<AppEnv>, what = "a centre's content"): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden(`Only staff and super admins may change ${what}.`);
  return actor;
}

export function requireContentCenter(actor: Actor, centerId: number, pointer?: string, what = "the content") {
  if (!canManageContent(actor, centerId)) throw forbidden(`You may only change ${what} of your own centre.`, pointer);
}

/**
 * The centre a list or a new record is about: the one named, else the request's centre. One the
 * tenant lacks is a 422 on a write and a 404 on a read, as a missing id.
 */
export async function contentCenterId(c: Context<AppEnv>, named: number | undefined, read = false): Promise<number> {
  const missing = () =>
    read ? notFound(`There is no volunteer center ${named ?? ""}.`) : fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  if (named === undefined) {
    const id = await currentCenterId(c);
    if (id === null) throw missing();
    return id;
  }
  if ((await findVolunteerCenter(c.var.db, c.var.tenantId, named)) === undefined) throw missing();
  return named;
}

/** A list's centre (contentCenterId's read answers) and whether the caller keeps it: a keeper sees drafts. */
export async function listedContentCenter(c: Context<AppEnv>, named: number | undefined) {
  const centerId = await contentCenterId(c, named, true);
  return { centerId, keeper: canManageContent(await loadActor(c), centerId) };
}

/** The centre a new record goes to (contentCenterId's write answers), one the caller keeps: else a 403 on it. */
export async function newContentCenterId(c: Context<AppEnv>, actor: Actor, named: number | undefined, what?: string) {
  const centerId = await contentCenterId(c, named);
  requireContentCenter(actor, centerId, "/data/attributes/volunteer_center_id", what);
  return centerId;
}

/**
 * The guards of one kind of a centre's content over the row of the path's :id (404 for a
 * malformed, missing or another tenant's id): `visible`, a row the caller may read (one not
 * `isOut` only for the centre's keepers, else 404); `manageable`, for a write: 401, 404, then 403.
 */
export function contentGuards<T>(
  label: string,
  find: (db: Database, tenantId: TenantId, id: number) => Promise<T | undefined>,
  centerOf: (row: T) => number,
  isOut: (row: T) => boolean,
) {
  async function pathItem(c: Context<AppEnv>): Promise<T> {
    const { param, row } = await pathRow(c, find);
    if (row === undefined) throw notFound(`There is no ${label} ${param}.`);
    return row;
  }
  return {
    async visible(c: Context<AppEnv>): Promise<T> {
      const row = await pathItem(c);
      if (!isOut(row) && !canManageContent(await loadActor(c), centerOf(row))) throw notFound(`There is no ${label} ${c.req.param("id")}.`);
      return row;
    },
    async manageable(c: Context<AppEnv>): Promise<T> {
      requireUser(c);
      const row = await pathItem(c);
      requireContentCenter(await requireContentManager(c), centerOf(row));
      return row;
    },
  };
}
