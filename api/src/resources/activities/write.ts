import { STAFF_ONLY_STATUSES, lastDate } from "@contract/activities";
import { ACTIVITY_TRANSITIONS, type ActivityStatus } from "@contract/activities";
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import { type Activity, activities, activitySignUps, activityTags } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { parseRichText } from "../../rich-text/validate";
import { checkImageUrl } from "../../files/image-url";
import { releaseFile } from "../../files/storage";
import { canSee } from "../../auth/organization-access";
import { type Actor, loadActor } from "../../auth/actor";
import { findOrganization } from "../organizations/read-queries";
import { notifyAll } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { currentCenterId } from "../../current-center";
import { canManageActivity, canSeeActivity, isCenterStaff, missingActivity } from "./access";
import { signUpMail, siteOf } from "./mails";
import { centerTagIds, findActivity, liveSignUps } from "./queries";
import { ACTIVITY_TYPES_IN, type UpdateInput, createAttributes, updateAttributes } from "./schema";
import type { ActivityRow } from "./serializer";

type Values = Partial<typeof activities.$inferInsert>;

/** The row's columns from the attributes given, checked as a whole against what is stored. */
async function changes(c: Context<AppEnv>, attrs: Omit<UpdateInput, "status" | "status_message" | "tag_ids">, stored?: Activity): Promise<Values> {
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

async function tagIdsFor(c: Context<AppEnv>, centerId: number, ids: number[] | undefined) {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const known = await centerTagIds(c.var.db, c.var.tenantId, centerId, unique);
  const unknown = unique.find((id) => !known.includes(id));
  if (unknown !== undefined) throw fieldError("tag_ids", `Tag ${unknown} is not a theme of this centre.`, "invalid");
  return unique;
}

const tagWrites = (c: Context<AppEnv>, activityId: number, ids: number[]) => {
  const { db, tenantId } = c.var;
  return [
    db.delete(activityTags).where(and(eq(activityTags.tenantId, tenantId), eq(activityTags.activityId, activityId))),
    ...(ids.length > 0 ? [db.insert(activityTags).values(ids.map((tagId) => ({ tenantId, activityId, tagId })))] : []),
  ];
};

/**
 * POST /activities. For an organization: its admins (then it waits for the centre's staff) and
 * its centre's staff. Without one: the centre's own, by its staff; workshops are always the centre's.
 */
export async function createActivity(c: Context<AppEnv>): Promise<number> {
  const user = requireUser(c);
  const input = await readResourceDocument(c, ACTIVITY_TYPES_IN, { create: true });
  const attrs = parseValues(createAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const actor = await loadActor(c);
  let centerId: number | null;
  let organizationId: number | null = null;
  if (attrs.organization_id !== undefined) {
    if (attrs.kind === "workshop") throw fieldError("kind", "Workshops are the centre's own trainings.", "invalid");
    const org = (await findOrganization(db, tenantId, attrs.organization_id))?.organization;
    const manages =
      org !== undefined && (actor.adminOrgIds.includes(org.id) || (org.volunteerCenterId !== null && isCenterStaff(actor, org.volunteerCenterId)));
    if (org === undefined || !manages)
      throw org !== undefined && canSee(actor, org)
        ? forbidden("You may only add activities of organizations you run.", "/data/attributes/organization_id")
        : fieldError("organization_id", `There is no organization ${attrs.organization_id}.`, "invalid");
    if (org.volunteerCenterId === null) throw fieldError("organization_id", "This organization belongs to no centre.", "invalid");
    centerId = org.volunteerCenterId;
    organizationId = org.id;
  } else {
    centerId = await currentCenterId(c);
    if (centerId === null || !isCenterStaff(actor, centerId)) throw forbidden("Only the centre's staff add the centre's own activities.");
  }
  const { organization_id: _o, kind, tag_ids, ...rest } = attrs;
  const values = await changes(c, { ...rest, description: rest.description ?? "" });
  const tags = await tagIdsFor(c, centerId, tag_ids);
  const [{ id }] = await db
    .insert(activities)
    .values({
      tenantId,
      volunteerCenterId: centerId,
      organizationId,
      kind,
      title: attrs.title,
      description: values.description!,
      startsAt: attrs.starts_at,
      endsAt: attrs.ends_at,
      lastDate: values.lastDate!,
      ...values,
      status: isCenterStaff(actor, centerId) ? "approved" : "pending",
      createdBy: user.id,
    })
    .returning({ id: activities.id });
  if (tags && tags.length > 0) await db.batch(tagWrites(c, id, tags) as unknown as [BatchItem<"sqlite">]);
  return id;
}

/** The activity of the path: 404 unless the caller may see it, 403 unless they manage it. */
export async function managedTarget(c: Context<AppEnv>): Promise<{ row: ActivityRow; actor: Actor }> {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row = id === undefined ? undefined : await findActivity(c.var.db, c.var.tenantId, id);
  if (row === undefined || !canSeeActivity(actor, row.activity)) throw missingActivity(param);
  if (!canManageActivity(actor, row.activity)) throw forbidden("You are not allowed to change this activity.");
  return { row, actor };
}

function checkStatus(actor: Actor, a: Activity, to: ActivityStatus) {
  if (to === a.status) return;
  if (STAFF_ONLY_STATUSES.includes(to) && !isCenterStaff(actor, a.volunteerCenterId))
    throw forbidden("Only the centre's staff approve or reject activities.", "/data/attributes/status");
  if (!ACTIVITY_TRANSITIONS[a.status].includes(to)) throw fieldError("status", `Status cannot change from ${a.status} to ${to}.`, "transition");
}

/** PUT/PATCH /activities/:id: its managers edit; staff approve or reject; cancelling tells everyone. */
export async function updateActivity(c: Context<AppEnv>) {
  const { row, actor } = await managedTarget(c);
  const input = await readResourceDocument(c, ACTIVITY_TYPES_IN);
  if (input.id !== undefined && input.id !== String(row.activity.id))
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } });
  const attrs = parseValues(updateAttributes, input.attributes);
  const a = row.activity;
  if (a.status === "cancelled") throw fieldError("status", "A cancelled activity cannot change any more.", "transition");
  const { status, status_message, tag_ids, ...rest } = attrs;
  if (status !== undefined) checkStatus(actor, a, status);
  const values = await changes(c, rest, a);
  const tags = await tagIdsFor(c, a.volunteerCenterId, tag_ids);
  const { db, tenantId } = c.var;
  // An organization's edit of a rejected activity sends it back to the staff.
  const nextStatus = status ?? (a.status === "rejected" && !isCenterStaff(actor, a.volunteerCenterId) ? "pending" : a.status);
  const writes: BatchItem<"sqlite">[] = [
    db
      .update(activities)
      .set({ ...values, status: nextStatus, ...(status_message !== undefined && { statusMessage: status_message }), updatedAt: new Date().toISOString() })
      .where(and(eq(activities.tenantId, tenantId), eq(activities.id, a.id))),
    ...(tags ? tagWrites(c, a.id, tags) : []),
  ];
  const mailsFrom = writes.length;
  if (nextStatus === "cancelled") {
    const site = siteOf(c);
    const everyone = [
      ...(await liveSignUps(db, tenantId, a.id)),
      ...(await db
        .select()
        .from(activitySignUps)
        .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.activityId, a.id), inArray(activitySignUps.status, ["unconfirmed"])))),
    ];
    for (const s of everyone) writes.push(...(await signUpMail(site, "activity_cancelled", a, s, undefined, status_message ?? undefined)));
    writes.push(
      ...notifyAll(db, tenantId, {
        userIds: everyone.map((s) => s.userId),
        kind: "activity_cancelled",
        subject: { type: "Activity", id: a.id },
        path: `/activiteitenkalender/${a.id}`,
        params: { activity: a.title },
      }),
    );
  }
  const results = await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  queueDelivery(c, mailIds(results as unknown[], mailsFrom));
  // A replaced or cleared image made for this activity alone leaves R2 (docs/files.md).
  if (values.imageUrl !== undefined) await releaseFile(db, c.env.FILES, tenantId, a.imageUrl);
  return a.id;
}
