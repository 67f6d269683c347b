import { PROFILE_PHOTO_KIND } from "@contract/volunteer-profiles";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { User } from "../../db/accounts-schema";
import { volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { readFileOfKind } from "../../files/read-body";
import { fileUrl, releaseFile, storeFile } from "../../files/storage";
import { fieldError } from "../../jsonapi/validation";
import { findProfile } from "../volunteer-profiles/queries";

// The profile photo (docs/volunteer-profiles.md "Photo"): a private file of kind profile_photo
// (contract/uploads), stored and checked by content like every upload (docs/files.md), but never
// on the public /files path: its bytes come through the profile (volunteer-profiles/photo.ts).

/**
 * PUT /volunteer_profile/photo: the body is the image (PNG, JPEG or WebP by content, at most
 * 2 MiB: 413, 422 file_type/file_empty). Needs a saved profile (422 otherwise); the photo it
 * replaces leaves R2 once nothing refers to it.
 */
export async function putPhoto(c: Context<AppEnv>, user: User) {
  const { db, tenantId } = c.var;
  const existing = await findProfile(db, tenantId, user.id);
  if (existing === undefined) throw fieldError("photo", "Save your profile before adding a photo.", "no_profile");
  const { bytes, type } = await readFileOfKind(c.req.raw, PROFILE_PHOTO_KIND);
  const file = await storeFile(db, c.env.FILES, { tenantId, kind: PROFILE_PHOTO_KIND, type, bytes, userId: user.id });
  const url = fileUrl(file.key);
  await db
    .update(volunteerProfiles)
    .set({ photoUrl: url, updatedAt: new Date().toISOString() })
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, user.id)))
    .run();
  if (existing.profile.photoUrl !== url) await releaseFile(db, c.env.FILES, tenantId, existing.profile.photoUrl);
}

/** DELETE /volunteer_profile/photo: the profile keeps everything else; the photo leaves R2. */
export async function deletePhoto(c: Context<AppEnv>, user: User) {
  const { db, tenantId } = c.var;
  const existing = await findProfile(db, tenantId, user.id);
  if (!existing?.profile.photoUrl) return;
  await db
    .update(volunteerProfiles)
    .set({ photoUrl: null, updatedAt: new Date().toISOString() })
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, user.id)))
    .run();
  await releaseFile(db, c.env.FILES, tenantId, existing.profile.photoUrl);
}
