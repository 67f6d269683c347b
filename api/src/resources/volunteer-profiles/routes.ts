import { Hono, type Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { pageLinksWithoutTotal } from "../../jsonapi/pagination";
import { guard, showQuery } from "../../jsonapi/request-input";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { loadActor } from "../../auth/actor";
import { poolAccess, requireProfiles } from "./access";
import { poolListQuery } from "./list-query";
import { searchPool } from "./pool";
import { findProfile } from "./queries";
import { showQuery as showSpec } from "./schema";
import { photoResponse } from "./photo";
import { type ProfileReader, type ProfileRow, profileSerializer, toProfileResource } from "./serializer";

export const VOLUNTEER_PROFILES_PATH = "/api/v1/volunteer_profiles";

const profileUrl = resourceUrlOf(VOLUNTEER_PROFILES_PATH);

export const missingProfile = (id: string) => notFound(`There is no volunteer profile ${id}.`);

/**
 * The profile of the path and how the caller reads it: its owner always; others only a published
 * profile, only in its own centre's pool (its staff, its approved organizations' admins). 404
 * for everybody else, so a hidden profile cannot be told from a missing one.
 */
async function pathProfile(c: Context<AppEnv>): Promise<{ row: ProfileRow; reader: ProfileReader }> {
  const user = requireUser(c);
  // Whether the caller may look in the pool is asked beside the profile (an organization admin's
  // organizations are a D1 read): one round trip on the call's path, not two after each other. An
  // organization admin's read of their own profile, an unpublished one or a missing id then reads
  // their organizations for nothing; the page that reads a profile, a reply to it, gains.
  const [{ param, row }, pool] = await Promise.all([pathRow(c, findProfile), poolAccess(c).catch(() => null)]);
  if (row === undefined) throw missingProfile(param);
  if (row.profile.userId === user.id) return { row, reader: "owner" };
  const actor = await loadActor(c);
  const access = row.profile.published === 1 ? pool : null;
  if (access === null || access.centerId !== row.profile.volunteerCenterId) throw missingProfile(param);
  return { row, reader: actor.superAdmin || actor.staffCenterIds.includes(row.profile.volunteerCenterId) ? "staff" : "organization" };
}

const readable = guard(pathProfile);
const profileQuery = showQuery(showSpec);

// The pool (docs/volunteer-profiles.md): the published profiles of the request's centre, for its
// staff and the admins of its approved organizations; cards carry no contact details.
export const volunteerProfileRoutes = new Hono<AppEnv>()
  .use("*", requireProfiles)
  .get("/", poolListQuery, async (c) => {
    const { query, access, pool: filter } = poolListQuery.of(c);
    const { rows, more } = await searchPool(c.var.db, c.var.tenantId, access.centerId, access.viewer, filter, query.page);
    const document = await serializeDocument(
      profileSerializer,
      rows.map((row) => toProfileResource(row, access.viewer)),
      { ...query, selfUrl: c.req.url, resourceUrl: profileUrl(c.req.url), meta: { more }, pageLinks: pageLinksWithoutTotal(c.req.url, query.page, more) },
    );
    return sendDocument(c, document);
  })
  // The query's 400 before the caller's 401/404, as before the recipe.
  .get("/:id", profileQuery, readable, async (c) => {
    const { row, reader } = readable.of(c);
    const document = await serializeDocument(profileSerializer, toProfileResource(row, reader), {
      ...c.req.valid("query"),
      selfUrl: c.req.url,
      resourceUrl: profileUrl(c.req.url),
    });
    return sendDocument(c, document);
  })
  // The photo's bytes, to exactly those who may read the profile (docs/volunteer-profiles.md).
  .get("/:id/photo", showQuery({}), readable, async (c) => photoResponse(c, readable.of(c).row.profile.photoUrl))
  .all("/", methodNotAllowed(["GET"]))
  .all("/:id", methodNotAllowed(["GET"]))
  .all("/:id/photo", methodNotAllowed(["GET"]));
