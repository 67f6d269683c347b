import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { deleteForm, updateForm } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const STATUS = { publish: "published", close: "closed" } as const;

/** Publish, close or delete; back with a toast. */
export async function overviewAction({ request, params, context }: ActionFunctionArgs) {
  await requireFormBuilder(request, context);
  const id = params.id ?? "";
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "delete") {
      await deleteForm(context, id);
      flashToast(context, { title: context.t("forms:overview.deleted"), color: "success" });
      return safeRedirect("/form_builder");
    }
    if (intent !== "publish" && intent !== "close") return data({ invalid: true }, { status: 400 });
    await updateForm(context, id, { status: STATUS[intent] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    flashToast(context, { title: context.t("forms:edit.failed"), color: "danger" });
    return safeRedirect(`/form_builder/${id}`);
  }
  flashToast(context, { title: context.t(`forms:overview.done.${intent}`), color: "success" });
  return safeRedirect(`/form_builder/${id}`);
}
