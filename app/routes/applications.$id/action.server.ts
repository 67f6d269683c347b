import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { APPLICATION_STATUSES, changeApplicationStatus } from "~/.server/api/applications";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { idParams, parseParams } from "~/.server/not-found";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

/** The status form and the withdraw button post here; `intent` tells them apart. */
export const statusSchema = (t: (key: string) => string) =>
  z.object({
    intent: z.enum(["status", "withdraw"]),
    status: z.enum(APPLICATION_STATUSES, { message: t("applications:errors.status") }).optional(),
    message: z.string().trim().max(2000, t("applications:errors.messageTooLong")).optional(),
  });

/** A new status (handlers, with an optional message to the applicant) or the applicant's withdrawal. */
export async function applicationAction({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const submission = parseWithZod(await request.formData(), { schema: statusSchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent, status, message } = submission.value;
  if (intent === "status" && !status) return data(submission.reply({ fieldErrors: { status: [context.t("applications:errors.status")] } }), { status: 400 });
  const next = intent === "withdraw" ? "withdrawn" : status!;
  try {
    await changeApplicationStatus(context.api, id, { status: next, ...(intent === "status" && message ? { message } : {}) });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, {
      status: context.t("applications:fields.status"),
      message: context.t("applications:fields.message"),
    });
  }
  const toast = intent === "withdraw" ? "applications:show.withdrawn" : message ? "applications:show.savedAndMailed" : "applications:show.saved";
  flashToast(context, { title: context.t(toast, { status: context.t(`applications:statuses.${next}`) }), color: "success" });
  return safeRedirect(`/applications/${id}`);
}
