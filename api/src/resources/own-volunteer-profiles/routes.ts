import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { User } from "../../db/accounts-schema";
import { volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { releaseFile } from "../../files/storage";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import type { ParsedQuery } from "../../jsonapi/query";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import { requireProfiles } from "../volunteer-profiles/access";
import { findProfile } from "../volunteer-profiles/queries";
import { showQuery as showSpec } from "../volunteer-profiles/schema";
import { deletePhoto, putPhoto } from "./photo";
import { saveOwnProfile } from "./save";
import { OWN_PROFILE_TYPES_IN, ownProfileAttributes } from "./schema";
import { ownProfileDocument } from "./serializer";

export const OWN_PROFILE_PATH = "/api/v1/volunteer_profile";

const profileQuery = showQuery(showSpec);
const noQuery = showQuery({});
const send = async (c: Context<AppEnv>, user: User, query: ParsedQuery<typeof showSpec>) =>
  sendDocument(c, await ownProfileDocument(c.var.db, c.var.tenantId, user, query, c.req.url));

/**
 * The signed-in user's own profile (docs/volunteer-profiles.md): GET answers an empty,
 * unpublished one until it is first saved; PATCH saves (and publishes or unpublishes); DELETE
 * removes it with its themes (204). Signed out is a 401 before anything else is read.
 */
export const ownProfileRoutes = new Hono<AppEnv>()
  .use("*", requireProfiles)
  .get("/", signedIn, profileQuery, async (c) => send(c, requireUser(c), c.req.valid("query")))
  .patch("/", signedIn, profileQuery, writeDocument(OWN_PROFILE_TYPES_IN, ownProfileAttributes, { id: (c) => requireUser(c).id }), async (c) => {
    const user = requireUser(c);
    await saveOwnProfile(c, user, c.req.valid("json"));
    return send(c, user, c.req.valid("query"));
  })
  .delete("/", signedIn, noQuery, async (c) => {
    const user = requireUser(c);
    const photoUrl = (await findProfile(c.var.db, c.var.tenantId, user.id))?.profile.photoUrl;
    await c.var.db
      .delete(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, c.var.tenantId), eq(volunteerProfiles.userId, user.id)))
      .run();
    await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, photoUrl);
    return c.body(null, 204);
  })
  // The photo: PUT the image as the body, DELETE to take it off; both answer the profile.
  .put("/photo", signedIn, profileQuery, async (c) => {
    const user = requireUser(c);
    await putPhoto(c, user);
    return send(c, user, c.req.valid("query"));
  })
  .delete("/photo", signedIn, profileQuery, async (c) => {
    const user = requireUser(c);
    await deletePhoto(c, user);
    return send(c, user, c.req.valid("query"));
  })
  .all("/", methodNotAllowed(["GET", "PATCH", "DELETE"]))
  .all("/photo", methodNotAllowed(["PUT", "DELETE"]));
