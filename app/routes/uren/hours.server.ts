import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { accepted } from "~/.server/api/errors";
import { deleteHours, recordHours } from "~/.server/api/hour-records";
import { requireUser } from "~/.server/auth";
import { parseRecord, replyFromRecordError } from "~/.server/hours/record-form";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const ID = /^[1-9]\d{0,14}$/;

/** Records hours or removes a record of one's own; back to the page with a toast. */
export async function hoursAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    // A made-up id or an approved record is told as a failure on the same page, not an error screen.
    const done = ID.test(id) && (await accepted(deleteHours(context.api, id)));
    flashToast(context, done ? { title: context.t("hours:own.deleted"), color: "success" } : { title: context.t("hours:own.failed"), color: "danger" });
    return safeRedirect("/uren");
  }
  const submission = parseRecord(formData, context.t);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  try {
    await recordHours(context.api, {
      organizationId: v.organizationId,
      date: v.date,
      minutes: v.hours * 60 + v.minutes,
      note: v.note,
      shiftId: v.shiftId,
      vacancyId: v.vacancyId,
    });
  } catch (error) {
    return replyFromRecordError(submission, error, context);
  }
  flashToast(context, { title: context.t("hours:own.added"), color: "success" });
  return safeRedirect("/uren");
}
