import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { createMenuItem, deleteMenuItem, updateMenuItem } from "~/.server/api/menu-items";
import { requireReviewer } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { validationErrorMap } from "~/utils/validation-message";
import { type MenuForm, menuFormSchema } from "./schema";

const labels = (t: AppLoadContext["t"]) => ({
  menu: t("content:menu.menu"),
  label: t("content:menu.label"),
  target: t("content:menu.target"),
  path: t("content:menu.path"),
  parent: t("content:menu.parent"),
  position: t("content:menu.position"),
});

async function perform(context: AppLoadContext, form: MenuForm): Promise<string> {
  const t = context.t;
  if (form.intent === "delete") {
    await deleteMenuItem(context, form.id);
    return t("content:menu.deleted");
  }
  if (form.intent === "position") {
    await updateMenuItem(context, form.id, { position: form.position });
    return t("content:menu.moved");
  }
  const [kind, id] = form.target.split(":");
  const item = await createMenuItem(context, {
    menu: form.menu,
    label: form.label,
    ...(kind === "page" ? { pageId: id } : kind === "news" ? { newsItemId: id } : { path: form.path ?? null }),
    parentId: form.parent ?? null,
    position: form.position ?? 0,
  });
  return t("content:menu.added", { label: item.label });
}

// Which field an api refusal is about, on the add form.
const FIELD_OF: Record<string, string> = { path: "path", page_id: "target", news_item_id: "target", parent_id: "parent", label: "label", position: "position" };

/** Add, move or delete a menu item; back to the page with a toast, or 400 with the form's errors. */
export async function menuItemsAction({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const t = context.t;
  const submission = parseWithZod(await request.formData(), { schema: menuFormSchema, errorMap: validationErrorMap(t, labels(t)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (submission.value.intent === "create" && submission.value.target === "path" && !submission.value.path)
    return data(submission.reply({ fieldErrors: { path: [t("content:menu.pathRequired")] } }), { status: 400 });
  let message: string;
  try {
    message = await perform(context, submission.value);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const item of error.errors) {
      const attribute = item.source?.pointer?.replace("/data/attributes/", "") ?? "";
      const field = FIELD_OF[attribute];
      if (field)
        (fieldErrors[field] ??= []).push(
          t(item.code === "nesting" ? "content:menu.nesting" : "ui:validation.invalid", { field: labels(t)[field as keyof ReturnType<typeof labels>] }),
        );
    }
    const reply = Object.keys(fieldErrors).length ? submission.reply({ fieldErrors }) : submission.reply({ formErrors: [t("content:menu.failed")] });
    return data(reply, { status: error.status === 422 ? 400 : error.status });
  }
  flashToast(context, { title: message, color: "success" });
  return safeRedirect("/content/menu-items");
}
