import { parseWithZod } from "@conform-to/zod";
import { MESSAGE_BODY_MAX, REPORT_REASON_MAX } from "@contract/conversations";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { postMessage, updateConversation } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { idParams, parseParams } from "~/.server/not-found";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

/** The reply form and the controls post here; `intent` tells them apart. */
export const conversationSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("message"),
      body: z
        .string({ required_error: t("conversations:errors.bodyRequired") })
        .trim()
        .min(1, t("conversations:errors.bodyRequired"))
        .max(MESSAGE_BODY_MAX, t("conversations:errors.bodyTooLong", { max: MESSAGE_BODY_MAX })),
    }),
    z.object({ intent: z.enum(["archive", "unarchive", "block", "unblock"]) }),
    z.object({
      intent: z.literal("report"),
      reason: z
        .string()
        .trim()
        .max(REPORT_REASON_MAX, t("conversations:errors.reasonTooLong", { max: REPORT_REASON_MAX }))
        .optional(),
    }),
  ]);

const DONE = {
  archive: "conversations:done.archived",
  unarchive: "conversations:done.unarchived",
  block: "conversations:done.blocked",
  unblock: "conversations:done.unblocked",
  report: "conversations:done.reported",
} as const;

export async function conversationAction({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const submission = parseWithZod(await request.formData(), { schema: conversationSchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  try {
    if (value.intent === "message") await postMessage(context.api, id, value.body);
    else if (value.intent === "report") await updateConversation(context.api, id, { reported: true, ...(value.reason ? { reportReason: value.reason } : {}) });
    else
      await updateConversation(
        context.api,
        id,
        value.intent === "archive" || value.intent === "unarchive" ? { archived: value.intent === "archive" } : { blocked: value.intent === "block" },
      );
  } catch (error) {
    return replyFromApiError(submission, error, context.t, {
      body: context.t("conversations:fields.body"),
      reason: context.t("conversations:fields.reason"),
    });
  }
  if (value.intent !== "message") flashToast(context, { title: context.t(DONE[value.intent]), color: "success" });
  return safeRedirect(value.intent === "archive" ? "/conversations" : `/conversations/${id}`);
}
