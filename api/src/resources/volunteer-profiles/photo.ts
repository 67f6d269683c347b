import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { keyOfUrl } from "../../files/storage";
import { notFound } from "../../jsonapi/errors";
import { fileResponse } from "../../files/file-response";

// The profile photo (docs/volunteer-profiles.md "Photo"): stored through the own profile
// (own-volunteer-profiles/photo.ts), read here by whoever may read the profile.

/**
 * The photo's bytes for a reader the caller already passed (routes.ts): private to them, so a
 * shared cache keeps nothing; the reader's own browser may keep it a day under its version.
 */
export async function photoResponse(c: Context<AppEnv>, photoUrl: string | null) {
  const key = keyOfUrl(c.var.tenantId, photoUrl);
  const object = key === null ? null : await c.env.FILES.get(key);
  if (object === null) throw notFound("This profile has no photo.");
  return fileResponse(object, { ETag: object.httpEtag, "Cache-Control": "private, max-age=86400" });
}
