/**
 * Where a profile's photo is served (app/routes/vrijwilligerspool_.$id.foto.ts), or null without
 * one. The URL names the photo's version (its content hash), so a reader's browser keeps the
 * bytes until the photo changes.
 */
export function profilePhotoPath(profile: { id: string; photoVersion: string | null }): string | null {
  if (!profile.photoVersion) return null;
  return `/vrijwilligerspool/${encodeURIComponent(profile.id)}/foto?v=${encodeURIComponent(profile.photoVersion)}`;
}
