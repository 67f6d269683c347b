import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { contentCenterId, requireContentCenter, requireContentManager } from "../../auth/content-keepers";
import { findLibraryFile } from "./queries";

/** The request's centre, for its staff and the super admins only (401/403 otherwise). */
export async function libraryCenter(c: Context<AppEnv>) {
  const actor = await requireContentManager(c);
  const centerId = await contentCenterId(c, undefined, true);
  requireContentCenter(actor, centerId);
  return { actor, centerId };
}

/** The library file of the path, for its centre's staff and the super admins: 401, 404, then 403. */
export async function managedLibraryFile(c: Context<AppEnv>) {
  requireUser(c);
  const { row } = await pathRow(c, findLibraryFile);
  if (row === undefined) throw notFound(`There is no library file ${c.req.param("id")}.`);
  requireContentCenter(await requireContentManager(c), row.volunteerCenterId);
  return row;
}
