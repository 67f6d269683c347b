import { PROFILE_PHOTO_KIND } from "@contract/volunteer-profiles";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { keyOfUrl, fileUrl, releaseFile, storeFile } from "../../files/storage";
import { readFileOfKind } from "../../files/read-body";
import { fieldError } from "../../jsonapi/validation";
import { findProfile } from "./queries";

// The profile photo (docs/volunteer-profiles.md "Photo"): a private file of kind profile_photo
// (contract/uploads), stored and checked by content like every upload (docs/files.md), but never
// on the public /files path: its bytes come through the profile, to whoever may read it.

/**
 * PUT /volunteer_profile/photo: the body is the image (PNG, JPEG or WebP by content, at most
 * 2 MiB: 413, 422 file_type/file_empty). Needs a saved profile (422 otherwise); the photo it
 * replaces leaves R2 once nothing refers to it.
 */
export async function putPhoto(c: Context<AppEnv>) {
  const user = requireUser(c);
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
export async function deletePhoto(c: Context<AppEnv>) {
  const user = requireUser(c);
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

/**
 * The photo's bytes for a reader the caller already passed (routes.ts): private to them, so a
 * shared cache keeps nothing; the reader's own browser may keep it a day under its version.
 */
export async function photoResponse(c: Context<AppEnv>, photoUrl: string | null) {
  const key = keyOfUrl(c.var.tenantId, photoUrl);
  const object = key === null ? null : await c.env.FILES.get(key);
  if (object === null) throw notFound("This profile has no photo.");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Length", String(object.size));
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "private, max-age=86400");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
