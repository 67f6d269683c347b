import { VOLUNTEER_PROFILES, availabilityMask, fieldMask, volunteerProfileRules } from "@contract/volunteer-profiles";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import type { User } from "../../db/accounts-schema";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import { type VolunteerProfile, volunteerProfileTags, volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode, parsePostcode } from "../../geocoder/postcodes";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { currentCenterId } from "../../current-center";
import { requireProfiles } from "./access";
import { deletePhoto, putPhoto } from "./photo";
import { findProfile } from "./queries";
import { releaseFile } from "../../files/storage";
import { profileSerializer, toProfileResource } from "./serializer";
import { showQuery } from "./schema";

export const OWN_PROFILE_PATH = "/api/v1/volunteer_profile";

const attributes = z.object(volunteerProfileRules).partial().strict();

/** A profile not written yet: unpublished, empty, everything shown. */
const blank = (user: User, centerId: number): VolunteerProfile => ({
  userId: user.id,
  tenantId: user.tenantId,
  volunteerCenterId: centerId,
  published: 0,
  publishedAt: null,
  introduction: null,
  skills: null,
  availability: 0,
  hoursPerWeek: null,
  postcodeArea: null,
  latitude: null,
  longitude: null,
  travelKm: null,
  visibleFields: 63,
  photoUrl: null,
  createdAt: "",
  updatedAt: "",
});

async function respond(c: Context<AppEnv>, user: User) {
  const query = parseQuery(new URL(c.req.url).searchParams, showQuery);
  const row = (await findProfile(c.var.db, c.var.tenantId, user.id)) ?? {
    profile: blank(user, user.volunteerCenterId ?? 0),
    firstName: user.firstName ?? "",
    themes: [],
  };
  const document = await serializeDocument(profileSerializer, toProfileResource(row, "owner"), { ...query, selfUrl: c.req.url });
  return sendDocument(c, document);
}

/** The themes a profile may carry: tags of its centre. */
async function checkTags(c: Context<AppEnv>, centerId: number, ids: number[]) {
  if (ids.length === 0) return;
  const known = await c.var.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, c.var.tenantId), inIdList(tags.id, ids), eq(tags.volunteerCenterId, centerId)))
    .all();
  if (known.length !== new Set(ids).size) throw fieldError("tag_ids", "Tag ids must be themes of your volunteer centre.", "unknown_tag");
}

/** The postcode's area and its centre point: the letters are dropped before anything is looked up. */
async function areaOf(c: Context<AppEnv>, value: string | null) {
  const parsed = value ? parsePostcode(value) : null;
  if (parsed === null) return { postcodeArea: null, latitude: null, longitude: null };
  const point = await locatePostcode(c.var.db, geocoderFor(configOf(c.env)), parsed.pc4);
  if (point === null) throw fieldError("postcode", `The postcode area "${parsed.pc4}" is not known.`, "unknown_postcode");
  return { postcodeArea: parsed.pc4, ...point };
}

async function update(c: Context<AppEnv>) {
  const user = requireUser(c);
  const input = await readResourceDocument(c, [VOLUNTEER_PROFILES, "volunteer_profile"], { id: user.id });
  const values = parseValues(attributes, input.attributes);
  const { db, tenantId } = c.var;
  const existing = (await findProfile(db, tenantId, user.id))?.profile;
  const centerId = existing?.volunteerCenterId ?? user.volunteerCenterId ?? (await currentCenterId(c));
  if (centerId === null) throw fieldError("published", "This site has no volunteer centre to show a profile in.", "no_center");
  const now = new Date().toISOString();
  const changes: Partial<typeof volunteerProfiles.$inferInsert> = { updatedAt: now };
  if (values.published !== undefined) {
    changes.published = values.published ? 1 : 0;
    // Published again: new in the pool again. Unpublished: out of it at once.
    if (values.published && existing?.published !== 1) changes.publishedAt = now;
    if (!values.published) changes.publishedAt = null;
  }
  if (values.introduction !== undefined) changes.introduction = values.introduction || null;
  if (values.skills !== undefined) changes.skills = values.skills || null;
  if (values.availability !== undefined) changes.availability = availabilityMask(values.availability);
  if (values.hours_per_week !== undefined) changes.hoursPerWeek = values.hours_per_week;
  if (values.travel_km !== undefined) changes.travelKm = values.travel_km;
  if (values.visible_fields !== undefined) changes.visibleFields = fieldMask(values.visible_fields);
  if (values.postcode !== undefined) Object.assign(changes, await areaOf(c, values.postcode));
  const tagIds = values.tag_ids?.map(Number);
  if (tagIds) await checkTags(c, centerId, tagIds);
  const writes: BatchItem<"sqlite">[] = [
    db
      .insert(volunteerProfiles)
      .values({ ...blank(user, centerId), createdAt: now, ...changes })
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: changes }),
  ];
  if (tagIds) {
    const mine = and(eq(volunteerProfileTags.tenantId, tenantId), eq(volunteerProfileTags.userId, user.id));
    writes.push(db.delete(volunteerProfileTags).where(mine));
    if (tagIds.length > 0) writes.push(db.insert(volunteerProfileTags).values([...new Set(tagIds)].map((tagId) => ({ tenantId, userId: user.id, tagId }))));
  }
  const [first, ...rest] = writes;
  await db.batch([first, ...rest]);
  return respond(c, user);
}

/**
 * The signed-in user's own profile (docs/volunteer-profiles.md): GET answers an empty,
 * unpublished one until it is first saved; PATCH saves (and publishes or unpublishes); DELETE
 * removes it with its themes (204).
 */
export const ownProfileRoutes = new Hono<AppEnv>()
  .use("*", requireProfiles)
  .get("/", (c) => respond(c, requireUser(c)))
  .patch("/", update)
  .delete("/", async (c) => {
    const user = requireUser(c);
    parseQuery(new URL(c.req.url).searchParams, {});
    const photoUrl = (await findProfile(c.var.db, c.var.tenantId, user.id))?.profile.photoUrl;
    await c.var.db
      .delete(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, c.var.tenantId), eq(volunteerProfiles.userId, user.id)))
      .run();
    await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, photoUrl);
    return c.body(null, 204);
  })
  // The photo: PUT the image as the body, DELETE to take it off; both answer the profile.
  .put("/photo", async (c) => {
    await putPhoto(c);
    return respond(c, requireUser(c));
  })
  .delete("/photo", async (c) => {
    await deletePhoto(c);
    return respond(c, requireUser(c));
  })
  .all("/", methodNotAllowed(["GET", "PATCH", "DELETE"]))
  .all("/photo", methodNotAllowed(["PUT", "DELETE"]));
