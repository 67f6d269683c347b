import { DIGEST_DISTANCE_MAX_KM, DIGEST_PREFERENCES, DIGEST_TAGS_MAX, digestPreferenceRules } from "@contract/periodic-mail";
import { POSTCODE_PATTERN } from "@contract/rules";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import { type User, PERIODIC_MAIL, users } from "../../db/accounts-schema";
import { userDigestTags } from "../../db/digest-schema";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";

export const DIGEST_PREFERENCE_PATH = "/api/v1/digest_preference";

// The contract's rules, worded for an api client.
const attributes = z
  .object({
    periodic_mail: z
      .enum(PERIODIC_MAIL, {
        errorMap: () => ({ message: "Periodic mail must be one of: none, weekly, monthly." }),
      })
      .optional(),
    postcode: z
      .string({ invalid_type_error: "Postcode must be a string." })
      .max(20, "Postcode must be a Dutch postcode (1234 AB or 1234).")
      .refine((value) => digestPreferenceRules.postcode.safeParse(value).success, "Postcode must be a Dutch postcode (1234 AB or 1234).")
      .nullable()
      .optional(),
    distance_km: z
      .number({ invalid_type_error: "Distance km must be a whole number of kilometres." })
      .int("Distance km must be a whole number of kilometres.")
      .min(1, "Distance km must be at least 1.")
      .max(DIGEST_DISTANCE_MAX_KM, `Distance km must be at most ${DIGEST_DISTANCE_MAX_KM}.`)
      .nullable()
      .optional(),
    tag_ids: z
      .array(z.string().regex(/^[1-9][0-9]{0,14}$/, "Tag ids must be ids of tags."), {
        invalid_type_error: "Tag ids must be a list of tag ids.",
      })
      .max(DIGEST_TAGS_MAX, `At most ${DIGEST_TAGS_MAX} themes.`)
      .optional(),
  })
  .strict();

async function tagIdsOf(c: Context<AppEnv>, user: User) {
  const rows = await c.var.db
    .select({ tagId: userDigestTags.tagId })
    .from(userDigestTags)
    .where(and(eq(userDigestTags.tenantId, c.var.tenantId), eq(userDigestTags.userId, user.id)))
    .all();
  return rows.map((row) => String(row.tagId)).sort((a, b) => Number(a) - Number(b));
}

async function respond(c: Context<AppEnv>, user: User) {
  return sendDocument(c, {
    data: {
      type: DIGEST_PREFERENCES,
      id: String(user.id),
      attributes: {
        periodic_mail: user.periodicMail,
        postcode: user.digestPostcode,
        distance_km: user.digestDistanceKm,
        tag_ids: await tagIdsOf(c, user),
      },
    },
  });
}

/** The themes a user may choose: tags of their centre (of the tenant, for a user without one). */
async function checkTags(c: Context<AppEnv>, user: User, ids: number[]) {
  if (ids.length === 0) return;
  const known = await c.var.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.tenantId, c.var.tenantId),
        inIdList(tags.id, ids),
        user.volunteerCenterId === null ? undefined : eq(tags.volunteerCenterId, user.volunteerCenterId),
      ),
    )
    .all();
  if (known.length !== new Set(ids).size) throw fieldError("tag_ids", "Tag ids must be themes of your volunteer centre.", "unknown_tag");
}

async function update(c: Context<AppEnv>) {
  const user = requireUser(c);
  const input = await readResourceDocument(c, [DIGEST_PREFERENCES], { id: user.id });
  const values = parseValues(attributes, input.attributes);
  const { db, tenantId } = c.var;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (values.periodic_mail !== undefined) changes.periodicMail = values.periodic_mail;
  if (values.distance_km !== undefined) changes.digestDistanceKm = values.distance_km;
  if (values.postcode !== undefined) {
    const postcode = values.postcode?.trim() || null;
    // The point is looked up once, here: planning a digest never calls the geocoder.
    const point = postcode ? await locatePostcode(db, geocoderFor(configOf(c.env)), postcode) : null;
    if (postcode && point === null) throw fieldError("postcode", `The postcode "${postcode}" is not known.`, "unknown_postcode");
    const match = postcode ? POSTCODE_PATTERN.exec(postcode) : null;
    changes.digestPostcode = match ? `${match[1]}${match[2] ? ` ${match[2].toUpperCase()}` : ""}` : null;
    changes.digestLatitude = point?.latitude ?? null;
    changes.digestLongitude = point?.longitude ?? null;
  }
  const tagIds = values.tag_ids?.map(Number);
  if (tagIds) await checkTags(c, user, tagIds);
  const where = and(eq(users.tenantId, tenantId), eq(users.id, user.id));
  const writes: BatchItem<"sqlite">[] = [
    db
      .update(users)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(where),
  ];
  if (tagIds) {
    writes.push(db.delete(userDigestTags).where(and(eq(userDigestTags.tenantId, tenantId), eq(userDigestTags.userId, user.id))));
    if (tagIds.length > 0)
      writes.push(
        db
          .insert(userDigestTags)
          .values([...new Set(tagIds)].map((tagId) => ({ tenantId, userId: user.id, tagId })))
          .onConflictDoNothing(),
      );
  }
  const [first, ...rest] = writes;
  await db.batch([first, ...rest]);
  const updated = await db.select().from(users).where(where).get();
  return respond(c, updated!);
}

/** The signed-in user's digest choices (docs/mail.md): 401 without a user. */
export const digestPreferenceRoutes = new Hono<AppEnv>()
  .get("/", (c) => respond(c, requireUser(c)))
  .patch("/", update)
  .all("/", methodNotAllowed(["GET", "PATCH"]));
