import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShiftParentKind } from "@contract/shifts";
import { parseEditShift, replyFromShiftError, shiftAttributes, shiftFormValues } from "~/.server/activities/shift-form";
import { getShiftWithParent, updateShift } from "~/.server/api/shifts";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { managedParentWith } from "./parent";

// One shift of an activity or a vacancy edited on its own (docs/shifts-and-hours.md): a shift of a
// series changes alone.

async function target(args: LoaderFunctionArgs, kind: ShiftParentKind) {
  // The shift names its own parent: another parent's shift under this one's address is as missing
  // as one that does not exist.
  const [parent, shift] = await managedParentWith(args, kind, () => getShiftWithParent(args.context.api, args.params.shiftId ?? ""));
  if (parent.kind !== kind || parent.id !== args.params.id) throw data(null, { status: 404 });
  return { parent, shift };
}

export async function editShiftLoader(args: LoaderFunctionArgs, kind: ShiftParentKind) {
  const { parent, shift } = await target(args, kind);
  return {
    title: args.context.t("activities:shifts.editTitle", { title: parent.title }),
    parent: { title: parent.title, base: parent.base },
    values: shiftFormValues(shift),
  };
}

export async function editShiftAction(args: ActionFunctionArgs, kind: ShiftParentKind) {
  const { parent, shift } = await target(args, kind);
  const { context } = args;
  const submission = parseEditShift(await args.request.formData(), context.t);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await updateShift(context.api, shift.id, shiftAttributes(submission.value));
  } catch (error) {
    return replyFromShiftError(submission, error, context);
  }
  flashToast(context, { title: context.t("activities:shifts.saved"), color: "success" });
  return safeRedirect(`${parent.base}/diensten`);
}
