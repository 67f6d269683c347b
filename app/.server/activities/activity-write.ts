import { FILE_KINDS } from "@contract/uploads";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ActivityWrite } from "../api/activities";
import { discardUpload, refusalValues, uploadFile, uploadRefusal, type Upload } from "../api/uploads";
import { descriptionToSend } from "../vacancy-form";
import type { ActivityFormValue } from "~/routes/activiteitenkalender.nieuw/schema";

/** The image the form asks for: a new upload (kind photo, into R2), removed (null), or unchanged. */
export async function activityImage(context: AppLoadContext, value: ActivityFormValue): Promise<{ imageUrl?: string | null; upload?: Upload; error?: string }> {
  const t = context.t;
  if (value.image) {
    const size = FILE_KINDS.photo.maxBytes / 1024;
    if (value.image.size > FILE_KINDS.photo.maxBytes) return { error: t("settings:design.file.size", { size }) };
    try {
      const upload = await uploadFile(context, "photo", value.image);
      return { imageUrl: upload.url, upload };
    } catch (error) {
      const refusal = uploadRefusal(error);
      if (!refusal) throw error;
      return { error: t(`settings:design.file.${refusal}`, refusalValues(FILE_KINDS.photo)) };
    }
  }
  return value.removeImage === "on" ? { imageUrl: null } : {};
}

/**
 * The form's values as the api's attributes. New: an empty description is "". Editing: an
 * untouched description is left out (its formatting kept), an emptied field is sent as null
 * (cleared), and owner and kind are not the form's to change.
 */
export function activityAttributes(value: ActivityFormValue, imageUrl: string | null | undefined, { edit = false } = {}): ActivityWrite {
  const { description, descriptionJson, descriptionPrefill, organizationId, kind, tagIds, image: _image, removeImage: _remove, ...rest } = value;
  const text = descriptionToSend({ description: description ?? "", descriptionJson: descriptionJson ?? "", descriptionPrefill: descriptionPrefill ?? "" });
  const cleared = edit
    ? {
        repeatUntil: rest.repeatUntil ?? null,
        onlineUrl: rest.onlineUrl ?? null,
        place: rest.place ?? null,
        address: rest.address ?? null,
        postalCode: rest.postalCode ?? null,
        capacity: rest.capacity ?? null,
      }
    : {};
  return {
    ...rest,
    ...cleared,
    ...(edit ? {} : { kind, ...(organizationId ? { organizationId } : {}) }),
    ...(text !== undefined ? { description: text } : edit ? {} : { description: "" }),
    ...(imageUrl !== undefined ? { imageUrl } : {}),
    tagIds,
  };
}

export const discardImage = (context: AppLoadContext, upload?: Upload) => (upload ? discardUpload(context, upload) : undefined);

/** A post larger than a photo at its limit plus the text is refused before it is read. */
export const ACTIVITY_POST_MAX = FILE_KINDS.photo.maxBytes + 512 * 1024;
