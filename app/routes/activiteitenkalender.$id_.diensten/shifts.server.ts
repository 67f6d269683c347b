import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createShifts, deleteShift } from "~/.server/api/shifts";
import { editableActivity } from "~/.server/activities/editable";
import { parseNewShift, replyFromShiftError, shiftAttributes } from "~/.server/activities/shift-form";
import { ApiError } from "~/.server/api/errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const ID = /^[1-9]\d{0,17}$/;

/** Adds one shift or a series, or removes one; back to the list with a toast. */
export async function shiftsAction(args: ActionFunctionArgs) {
  const activity = await editableActivity(args);
  const { context } = args;
  const formData = await args.request.formData();
  const back = `/activiteitenkalender/${activity.id}/diensten`;
  if (formData.get("intent") === "delete") {
    const shiftId = String(formData.get("shiftId") ?? "");
    // A made-up id is told as a failure on the same page, not an error screen.
    const done =
      ID.test(shiftId) &&
      (await deleteShift(context.api, shiftId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && error.status < 500) return false;
          throw error;
        },
      ));
    flashToast(
      context,
      done ? { title: context.t("activities:shifts.deleted"), color: "success" } : { title: context.t("activities:overview.failed"), color: "danger" },
    );
    return safeRedirect(back);
  }
  const submission = parseNewShift(formData, context.t);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  let created: number;
  try {
    const answer = await createShifts(context.api, { ...shiftAttributes(value), activityId: activity.id, weeks: value.weeks });
    created = Number(answer.meta.created ?? 1);
  } catch (error) {
    return replyFromShiftError(submission, error, context);
  }
  flashToast(context, { title: context.t("activities:shifts.added", { count: created }), color: "success" });
  return safeRedirect(back);
}
