import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { ShiftParentKind } from "@contract/shifts";
import { messageShift } from "~/.server/api/shifts";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { shiftMessageSchema } from "./message-schema";
import { editableParent } from "./parent";

/**
 * The roster's "message everyone of this shift" (docs/shifts-and-hours.md), for an activity's or
 * a vacancy's roster: the api decides who may and whom it reaches; the page says how many in a
 * toast. A refusal (the text, the hour's limit) comes back on the shift's own form: its reply
 * carries the shift's id.
 */
export async function rosterMessageAction(args: ActionFunctionArgs, kind: ShiftParentKind) {
  const { request, context } = args;
  const parent = await editableParent(args, kind);
  const submission = parseWithZod(await request.formData(), { schema: shiftMessageSchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const sent = await messageShift(context.api, submission.value.shiftId, submission.value.body);
    flashToast(context, { title: context.t("hours:roster.message.sent", { count: sent.volunteers + sent.guests }), color: "success" });
    return safeRedirect(`${parent.base}/rooster#dienst-${submission.value.shiftId}`);
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { body: context.t("hours:roster.message.heading") });
  }
}
