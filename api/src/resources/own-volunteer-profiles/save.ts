import { availabilityMask, fieldMask } from "@contract/volunteer-profiles";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { z } from "zod";
import { configOf } from "../../config";
import { currentCenterId } from "../../current-center";
import type { User } from "../../db/accounts-schema";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import { volunteerProfileTags, volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode, parsePostcode } from "../../geocoder/postcodes";
import { fieldError } from "../../jsonapi/validation";
import { findProfile } from "../volunteer-profiles/queries";
import type { ownProfileAttributes } from "./schema";
import { blankProfile } from "./serializer";

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

/** PATCH /volunteer_profile: saves (and publishes or unpublishes) the caller's profile, made on its first save. */
export async function saveOwnProfile(c: Context<AppEnv>, user: User, values: z.output<typeof ownProfileAttributes>) {
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
      .values({ ...blankProfile(user, centerId), createdAt: now, ...changes })
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: changes }),
  ];
  if (tagIds) {
    const mine = and(eq(volunteerProfileTags.tenantId, tenantId), eq(volunteerProfileTags.userId, user.id));
    writes.push(db.delete(volunteerProfileTags).where(mine));
    if (tagIds.length > 0) writes.push(db.insert(volunteerProfileTags).values([...new Set(tagIds)].map((tagId) => ({ tenantId, userId: user.id, tagId }))));
  }
  const [first, ...rest] = writes;
  await db.batch([first, ...rest]);
}
