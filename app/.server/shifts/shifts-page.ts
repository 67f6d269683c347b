import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localToday } from "@contract/activities";
import { MAX_SERIES_WEEKS, type ShiftParentKind } from "@contract/shifts";
import { createShifts, deleteShift, listShiftsWithParent } from "~/.server/api/shifts";
import { parseNewShift, replyFromShiftError, shiftAttributes } from "~/.server/activities/shift-form";
import { accepted } from "~/.server/api/errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { editableParent, managedParentWith } from "./parent";

// The shifts of an activity or a vacancy (docs/shifts-and-hours.md), for its managers: the list
// with places taken and waiting, a form that adds one shift or a weekly series, and per shift edit
// and remove. Plain POSTs, so it all works without JavaScript.

const ID = /^[1-9]\d{0,17}$/;

export async function shiftsLoader(args: LoaderFunctionArgs, kind: ShiftParentKind) {
  const [parent, shifts] = await managedParentWith(args, kind, (ref) => listShiftsWithParent(args.context.api, ref));
  return {
    title: args.context.t("activities:shifts.title", { title: parent.title }),
    // A vacancy has no day of its own: its first shift is proposed for today.
    parent: { title: parent.title, base: parent.base, crumbs: parent.crumbs, date: parent.date ?? localToday() },
    shifts,
    maxWeeks: MAX_SERIES_WEEKS,
  };
}

/** Adds one shift or a series to the activity or vacancy, or removes one; back to the list with a toast. */
export async function shiftsAction(args: ActionFunctionArgs, kind: ShiftParentKind) {
  const parent = await editableParent(args, kind);
  const { context } = args;
  const formData = await args.request.formData();
  const back = `${parent.base}/diensten`;
  if (formData.get("intent") === "delete") {
    const shiftId = String(formData.get("shiftId") ?? "");
    // A made-up id is told as a failure on the same page, not an error screen.
    const done = ID.test(shiftId) && (await accepted(deleteShift(context.api, shiftId)));
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
    const answer = await createShifts(context.api, parent, { ...shiftAttributes(value), weeks: value.weeks });
    created = Number(answer.meta.created ?? 1);
  } catch (error) {
    return replyFromShiftError(submission, error, context);
  }
  flashToast(context, { title: context.t("activities:shifts.added", { count: created }), color: "success" });
  return safeRedirect(back);
}
