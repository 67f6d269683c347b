import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { createTag, deleteTag, listCenterTags, mergeTags, renameTag } from "~/.server/api/tags";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { validationErrorMap } from "~/utils/validation-message";
import { requireReviewer } from "~/.server/permissions";
import { type TagForm, tagFormSchema } from "./schema";

const labels = (t: AppLoadContext["t"]) => ({
  name: t("social-map:tags.name"),
  source: t("social-map:tags.mergeSource"),
  target: t("social-map:tags.mergeTarget"),
});

/** Runs one form's change and says what happened, in the visitor's language. */
async function perform(context: AppLoadContext, form: TagForm): Promise<string> {
  const t = context.t;
  if (form.intent === "create") return t("social-map:tags.added", { name: (await createTag(context, form.name, form.kind)).name });
  if (form.intent === "rename") return t("social-map:tags.renamed", { name: (await renameTag(context, form.id, form.name, form.kind)).name });
  const names = new Map((await listCenterTags(context)).map((tag) => [tag.id, tag.name]));
  if (form.intent === "delete") {
    await deleteTag(context, form.id);
    return t("social-map:tags.deleted", { name: names.get(form.id) ?? "" });
  }
  const target = await mergeTags(context, form.source, form.target);
  return t("social-map:tags.merged", { source: names.get(form.source) ?? "", target: target.name });
}

/** Create, rename, delete or merge; back to /tags with a toast, or 400 with the form's errors. */
export async function tagsAction({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: tagFormSchema, errorMap: validationErrorMap(context.t, labels(context.t)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const form = submission.value;
  if (form.intent === "merge" && form.source === form.target)
    return data(submission.reply({ fieldErrors: { target: [context.t("social-map:tags.sameTag")] } }), { status: 400 });
  let message: string;
  try {
    message = await perform(context, form);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const taken = error.errors.some((e) => e.code === "taken");
    const reply = taken
      ? submission.reply({ fieldErrors: { name: [context.t("social-map:tags.taken")] } })
      : submission.reply({ formErrors: [context.t("social-map:tags.failed")] });
    return data(reply, { status: error.status === 422 ? 400 : error.status });
  }
  flashToast(context, { title: message, color: "success" });
  return safeRedirect("/tags");
}
