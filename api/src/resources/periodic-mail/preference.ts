import { POSTCODE_PATTERN } from "@contract/rules";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type User, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { userDigestTags } from "../../db/digest-schema";
import type { Geocoder } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { choosableTagCount } from "./queries";
import type { PreferenceValues } from "./schema";

/**
 * A user's digest choices saved (docs/mail.md): the postcode's point looked up once, here, so
 * planning a digest never calls the geocoder; 422 for an unknown postcode or a theme that is not
 * one of the user's centre. The user and the themes in one batch.
 */
export async function saveDigestPreference(db: Database, tenantId: TenantId, geocoder: Geocoder, user: User, values: PreferenceValues) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (values.periodic_mail !== undefined) changes.periodicMail = values.periodic_mail;
  if (values.distance_km !== undefined) changes.digestDistanceKm = values.distance_km;
  if (values.postcode !== undefined) {
    const postcode = values.postcode?.trim() || null;
    const point = postcode ? await locatePostcode(db, geocoder, postcode) : null;
    if (postcode && point === null) throw fieldError("postcode", `The postcode "${postcode}" is not known.`, "unknown_postcode");
    const match = postcode ? POSTCODE_PATTERN.exec(postcode) : null;
    changes.digestPostcode = match ? `${match[1]}${match[2] ? ` ${match[2].toUpperCase()}` : ""}` : null;
    changes.digestLatitude = point?.latitude ?? null;
    changes.digestLongitude = point?.longitude ?? null;
  }
  const tagIds = values.tag_ids?.map(Number);
  if (tagIds && tagIds.length > 0 && (await choosableTagCount(db, tenantId, user, tagIds)) !== new Set(tagIds).size)
    throw fieldError("tag_ids", "Tag ids must be themes of your volunteer centre.", "unknown_tag");
  const writes: BatchItem<"sqlite">[] = [
    db
      .update(users)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, user.id))),
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
}
