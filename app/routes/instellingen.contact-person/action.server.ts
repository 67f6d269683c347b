import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getCenterSettings } from "~/.server/api/center-settings";
import { discardUpload } from "~/.server/api/uploads";
import { requireSettingsEditor } from "~/.server/settings-access";
import { saveCenterSettings } from "~/.server/settings-save";
import { uploadSettingsFile } from "~/.server/settings-upload";
import { validationErrorMap } from "~/utils/validation-message";
import { contactPersonSchema } from "./schema";

// A photo at its kind's limit (5 MiB) plus the other fields.
const MAX_BODY = 6 * 1024 * 1024;
const hideFields = ["photo"];

/** Saves whom visitors contact: name, role, phone, e-mail and photo (into R2). */
export async function contactPersonAction({ request, context }: ActionFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  if (Number(request.headers.get("Content-Length")) > MAX_BODY) throw data(null, { status: 413 });
  const t = context.t;
  const labels = {
    contactName: t("settings:contactPerson.name"),
    contactRole: t("settings:contactPerson.role"),
    contactPhone: t("settings:contactPerson.phone"),
    contactEmail: t("settings:contactPerson.email"),
  };
  const submission = parseWithZod(await request.formData(), { schema: contactPersonSchema, errorMap: validationErrorMap(t, labels) });
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const form = submission.value;
  const photo = await uploadSettingsFile(context, "photo", form.photo);
  if (photo.error) return data(submission.reply({ fieldErrors: { photo: [photo.error] }, hideFields }), { status: 400 });
  const attributes = {
    contactName: form.contactName || null,
    contactRole: form.contactRole || null,
    contactPhone: form.contactPhone || null,
    contactEmail: form.contactEmail || null,
    ...(photo.upload ? { contactPhotoUrl: photo.upload.url } : form.removePhoto ? { contactPhotoUrl: null } : {}),
  };
  return saveCenterSettings(context, center.id, attributes, {
    reply: (options) => submission.reply({ ...options, hideFields }),
    path: "/instellingen/contact-person",
    onFailure: async () => photo.upload && discardUpload(context, photo.upload),
  });
}
