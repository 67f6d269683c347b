import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { type Actor, loadActor } from "../../auth/actor";
import { forbidden } from "../../jsonapi/errors";
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
