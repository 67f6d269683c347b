import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { cancelShiftSignUp, signUpForShift } from "~/.server/api/shifts";
import { ApiError } from "~/.server/api/errors";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";

const ID = /^[1-9]\d{0,17}$/;

/**
 * A signed-in volunteer signs up for one shift (a place or its waiting list, as the API decides)
 * or cancels one; back on the page with what happened, or the reason it was refused.
 */
export async function shiftSignUpAction(request: Request, context: AppLoadContext, activityId: string, formData: FormData) {
  await requireUser(request, context);
  const intent = formData.get("intent");
  const id = String(formData.get(intent === "shift" ? "shiftId" : "signUpId") ?? "");
  if (!ID.test(id)) return data({ shiftError: context.t("activities:shifts.public.errors.closed") }, { status: 400 });
  let notice: string;
  try {
    if (intent === "shift") notice = (await signUpForShift(context.api, id)).data.status;
    else {
      await cancelShiftSignUp(context.api, id);
      notice = "cancelled";
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const reason = error.status === 409 ? "cutOff" : error.errors.some((e) => e.code === "taken") ? "taken" : "closed";
    return data({ shiftError: context.t(`activities:shifts.public.errors.${reason}`) }, { status: error.status === 409 ? 409 : 400 });
  }
  return safeRedirect(`/activiteitenkalender/${activityId}?dienst=${notice}#diensten`);
}
