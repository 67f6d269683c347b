import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { type Actor, loadActor } from "../../auth/actor";
import { forbidden, notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { findFile } from "../../files/storage";
import type { FileKindName } from "../../files/kinds";

/**
 * Who may upload (and discard an unused upload): staff and super admins every kind; organization
 * admins also a `photo` (an activity's image). 401 signed out, 403 for anyone else. An upload
 * nobody takes up is swept after a day (sweep.ts), so an open kind cannot fill the bucket for good.
 */
export async function requireUploader(c: Context<AppEnv>, kind?: FileKindName): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (actor.superAdmin || actor.staffCenterIds.length > 0) return actor;
  if (kind === "photo" && actor.adminOrgIds.length > 0) return actor;
  throw forbidden(kind === "photo" ? "Only staff, super admins and organization admins may upload photos." : "Only staff and super admins may upload files.");
}

/**
 * The upload of the path, for whoever may discard it: looked up before the role is checked, so
 * another tenant's id is a 404 for everyone; an organization admin discards only their own
 * uploads (anyone else's is a 404 too).
 */
export async function discardableUpload(c: Context<AppEnv>) {
  requireUser(c);
  const { param, row: file } = await pathRow(c, findFile);
  if (file === undefined) throw notFound(`There is no upload ${param}.`);
  const actor = await requireUploader(c, file.kind as FileKindName);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0 && file.uploadedBy !== actor.user!.id) throw notFound(`There is no upload ${param}.`);
  return file;
}
