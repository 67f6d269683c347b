import { lastDate } from "@contract/activities";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { configOf } from "../../config";
import { type Activity, type activities, activityTags } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { fieldError } from "../../jsonapi/validation";
import { parseRichText } from "../../rich-text/validate";
import { checkImageUrl } from "../../files/image-url";
import { centerTagIds } from "./queries";
import { type UpdateInput } from "./schema";

// What an activity's create and update write besides their own rules: the columns from the attributes,
// checked as a whole against the stored row, and the themes (tags of its centre).

export type Values = Partial<typeof activities.$inferInsert>;

/** The row's columns from the attributes given, checked as a whole against what is stored. */
export async function changes(c: Context<AppEnv>, attrs: Omit<UpdateInput, "status" | "status_message" | "tag_ids">, stored?: Activity): Promise<Values> {
  const v: Values = {};
  if (attrs.title !== undefined) v.title = attrs.title;
  if (attrs.description !== undefined) v.description = JSON.stringify(parseRichText("description", attrs.description));
  if (attrs.image_url !== undefined && attrs.image_url !== stored?.imageUrl) {
    await checkImageUrl(c, "image_url", attrs.image_url, { external: true });
    v.imageUrl = attrs.image_url;
  }
  if (attrs.starts_at !== undefined) v.startsAt = attrs.starts_at;
  if (attrs.ends_at !== undefined) v.endsAt = attrs.ends_at;
  if (attrs.repeat !== undefined) v.repeat = attrs.repeat;
  if (attrs.repeat_until !== undefined) v.repeatUntil = attrs.repeat_until;
  if (attrs.online !== undefined) v.online = attrs.online;
  if (attrs.online_url !== undefined) v.onlineUrl = attrs.online_url;
  if (attrs.place !== undefined) v.place = attrs.place;
  if (attrs.address !== undefined) v.address = attrs.address;
  if (attrs.capacity !== undefined) v.capacity = attrs.capacity;
  if (attrs.postal_code !== undefined) {
    v.postalCode = attrs.postal_code;
    const point = attrs.postal_code === null ? null : await locatePostcode(c.var.db, geocoderFor(configOf(c.env)), attrs.postal_code);
    if (attrs.postal_code !== null && point === null) throw fieldError("postal_code", `The postcode "${attrs.postal_code}" is not known.`, "invalid");
    v.latitude = point?.latitude ?? null;
    v.longitude = point?.longitude ?? null;
  }
  const merged = {
    starts_at: v.startsAt ?? stored?.startsAt ?? "",
    ends_at: v.endsAt ?? stored?.endsAt ?? "",
    repeat: v.repeat ?? stored?.repeat ?? "none",
    repeat_until: v.repeatUntil !== undefined ? v.repeatUntil : (stored?.repeatUntil ?? null),
  };
  if (merged.ends_at < merged.starts_at) throw fieldError("ends_at", "The end must not be before the start.", "before_start");
  if (merged.repeat !== "none" && merged.ends_at.slice(0, 10) !== merged.starts_at.slice(0, 10))
    throw fieldError("ends_at", "A repeating activity starts and ends on one day.", "invalid");
  if (merged.repeat === "none") merged.repeat_until = null;
  if (merged.repeat_until !== null && merged.repeat_until < merged.starts_at.slice(0, 10))
    throw fieldError("repeat_until", "The last date must not be before the start.", "before_start");
  v.repeatUntil = merged.repeat_until;
  v.lastDate = lastDate(merged);
  const online = v.online ?? stored?.online ?? false;
  const place = v.place !== undefined ? v.place : (stored?.place ?? null);
  if (!online && place === null) throw fieldError("place", "Give a place, or make the activity online.", "blank");
  return v;
}

export async function tagIdsFor(c: Context<AppEnv>, centerId: number, ids: number[] | undefined) {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const known = await centerTagIds(c.var.db, c.var.tenantId, centerId, unique);
  const unknown = unique.find((id) => !known.includes(id));
  if (unknown !== undefined) throw fieldError("tag_ids", `Tag ${unknown} is not a theme of this centre.`, "invalid");
  return unique;
}

export const tagWrites = (c: Context<AppEnv>, activityId: number, ids: number[]) => {
  const { db, tenantId } = c.var;
  return [
    db.delete(activityTags).where(and(eq(activityTags.tenantId, tenantId), eq(activityTags.activityId, activityId))),
    ...(ids.length > 0 ? [db.insert(activityTags).values(ids.map((tagId) => ({ tenantId, activityId, tagId })))] : []),
  ];
};
