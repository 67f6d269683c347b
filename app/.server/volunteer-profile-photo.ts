import { FILE_KINDS } from "@contract/uploads";
import { PROFILE_PHOTO_KIND } from "@contract/volunteer-profiles";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { savedRedirect } from "./account";
import { ApiError } from "./api/errors";
import { refusalValues, uploadRefusal } from "./api/uploads";
import { deleteOwnPhoto, putOwnPhoto } from "./api/volunteer-profiles";

// The photo forms of /profile-edit/vrijwilligersprofiel (docs/volunteer-profiles.md "Photo"): plain
// multipart posts; a refusal is answered in the page, which keeps the profile form as it was.

export const PHOTO_MAX_BYTES = FILE_KINDS[PROFILE_PHOTO_KIND].maxBytes;
// The photo at its limit, the page's token and the multipart framing: a larger body is no photo
// the api would take, so the action answers without parsing it.
const MAX_BODY = PHOTO_MAX_BYTES + 64 * 1024;

/** Why a photo was not saved: each has its message (profiles:photo.errors.*). */
export type PhotoRefusal = "size" | "type" | "missing" | "noProfile" | "dimensions";

/** The refusal an api error means, or null for an error that is not about the photo. */
export function photoRefusal(error: unknown): PhotoRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errors.some((item) => item.code === "no_profile")) return "noProfile";
  if (error.status === 415) return "type";
  const refusal = uploadRefusal(error);
  return refusal === "empty" ? "missing" : refusal;
}

export const photoBodyTooLarge = (request: Request) => Number(request.headers.get("Content-Length")) > MAX_BODY;

/** Saves the chosen file as the photo; null when saved, else why not. The size is checked here first. */
export async function savePhoto(context: AppLoadContext, file: FormDataEntryValue | null): Promise<PhotoRefusal | null> {
  if (!(file instanceof File) || file.size === 0) return "missing";
  if (file.size > PHOTO_MAX_BYTES) return "size";
  try {
    await putOwnPhoto(context.api, new Uint8Array(await file.arrayBuffer()));
    return null;
  } catch (error) {
    const refusal = photoRefusal(error);
    if (refusal === null) throw error;
    return refusal;
  }
}

/** The page's answer to a refused photo: the message, for the photo form's error. */
export const photoRefused = (context: AppLoadContext, refusal: PhotoRefusal) =>
  data(
    { photoError: context.t(`profiles:photo.errors.${refusal}`, { ...refusalValues(FILE_KINDS[PROFILE_PHOTO_KIND]), size: PHOTO_MAX_BYTES / 1024 / 1024 }) },
    { status: 400 },
  );

const PATH = "/profile-edit/vrijwilligersprofiel";

/** The action of the two photo forms (`intent` photo or removePhoto). */
export async function photoAction(context: AppLoadContext, intent: "photo" | "removePhoto", form: FormData) {
  if (intent === "removePhoto") {
    await deleteOwnPhoto(context.api);
    return savedRedirect(context, PATH, context.t("profiles:photo.removed"));
  }
  const refusal = await savePhoto(context, form.get("photo"));
  if (refusal !== null) return photoRefused(context, refusal);
  return savedRedirect(context, PATH, context.t("profiles:photo.saved"));
}

/**
 * The api's photo answer as this site's: its type, length, ETag and caching rule (private, a
 * day: the URL names the version), and nosniff. Nothing else of the api's headers goes along.
 */
export function servedPhoto(photo: Response): Response {
  const headers = new Headers({ "X-Content-Type-Options": "nosniff", "Cache-Control": photo.headers.get("Cache-Control") ?? "private, no-store" });
  for (const name of ["Content-Type", "Content-Length", "ETag"]) {
    const value = photo.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(photo.body, { headers });
}
