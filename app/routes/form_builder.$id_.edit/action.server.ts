import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { getForm, updateForm } from "~/.server/api/forms";
import { editSchema } from "~/.server/forms/builder-schema";
import { applyEdit, reorderFields } from "~/.server/forms/edit-definition";
import { requireFormBuilder } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { validationErrorMap } from "~/utils/validation-message";

/** One builder edit: saved, then back to the editor (at the field's place), or 400 with the errors. */
export async function editAction({ request, params, context }: ActionFunctionArgs) {
  await requireFormBuilder(request, context);
  const id = params.id ?? "";
  const form = await getForm(context, id);
  const t = context.t;
  const submission = parseWithZod(await request.formData(), {
    schema: editSchema,
    errorMap: validationErrorMap(t, {
      title: t("forms:builder.formTitle"),
      labelNl: t("forms:edit.labelNl"),
      min: t("forms:edit.min"),
      max: t("forms:edit.max"),
    }),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const edit = submission.value;
  if (edit.intent === "reorder" && reorderFields(form.definition, edit.order) === null)
    return data(submission.reply({ formErrors: [t("forms:edit.reorderStale")] }), { status: 409 });
  try {
    if (edit.intent === "settings") await updateForm(context, id, { title: edit.title, retentionDays: edit.retentionDays });
    else await updateForm(context, id, { definition: applyEdit(form.definition, edit) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const details = error.errors.map((e) => e.detail ?? e.title ?? "").filter(Boolean);
    return data(submission.reply({ formErrors: [t("forms:edit.failed"), ...details] }), { status: error.status === 422 ? 400 : error.status });
  }
  flashToast(context, { title: t("forms:edit.saved"), color: "success" });
  const anchor = "key" in edit ? `#field-${edit.key}` : "";
  return safeRedirect(`/form_builder/${id}/edit${anchor}`);
}
