import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { reviewOrganization } from "~/.server/api/organizations";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { validationErrorMap } from "~/utils/validation-message";
import { requireReviewer } from "~/.server/permissions";
import { bulkSchema, reviewSchema } from "./schema";

const labels = (t: AppLoadContext["t"]) => ({
  reason: t("organizations:approve.reason"),
  status: t("organizations:fields.status"),
  ids: t("organizations:approve.select"),
});

/** Approves or denies one organization, or approves the checked ones; back to the queue with a toast. */
export async function approveAction({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const formData = await request.formData();
  const back = new URL(request.url);
  const errorMap = validationErrorMap(context.t, labels(context.t));
  if (formData.get("intent") === "bulk") {
    const submission = parseWithZod(formData, { schema: bulkSchema(context.t("organizations:approve.noneSelected")), errorMap });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    let approved = 0;
    try {
      for (const id of submission.value.ids) {
        await reviewOrganization(context.api, id, "approved");
        approved += 1;
      }
    } catch (error) {
      return replyFromApiError(submission, error, context.t, labels(context.t));
    } finally {
      if (approved) flashToast(context, { title: context.t("organizations:approve.bulkApproved", { count: approved }), color: "success" });
    }
    return safeRedirect(back.pathname + back.search);
  }
  const submission = parseWithZod(formData, { schema: reviewSchema, errorMap });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { id, status, reason } = submission.value;
  let name: string;
  try {
    name = (await reviewOrganization(context.api, id, status, reason)).name;
  } catch (error) {
    return replyFromApiError(submission, error, context.t, labels(context.t));
  }
  flashToast(context, { title: context.t(`organizations:approve.${status}`, { name }), color: status === "approved" ? "success" : "info" });
  return safeRedirect(back.pathname + back.search);
}
