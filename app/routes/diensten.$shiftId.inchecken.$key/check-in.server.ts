import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { CHECK_IN_KEY_PATTERN } from "@contract/shifts";
import { ApiError } from "~/.server/api/errors";
import { checkInAtShift } from "~/.server/api/shifts";
import { requireUser } from "~/.server/auth";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const ID = /^[1-9]\d{0,14}$/;

type Reason = "invalid" | "used" | "notOnShift" | "notNow" | "notCheckedIn" | "other";

/** The api's refusal as what the volunteer reads (docs/shifts-and-hours.md). */
function reasonOf(error: ApiError): Reason {
  const code = error.errors[0]?.code;
  if (error.status === 404) return "invalid";
  if (error.status === 403) return "notOnShift";
  if (code === "checked_out") return "used";
  if (code === "not_checked_in") return "notCheckedIn";
  if (code === "not_now") return "notNow";
  return error.status === 422 ? "invalid" : "other";
}

/** The link's shift and key, checked for their form before any call: a malformed one is the 404 screen. */
export function linkParams(params: { shiftId?: string; key?: string }) {
  const shiftId = params.shiftId ?? "";
  const key = params.key ?? "";
  if (!ID.test(shiftId) || !CHECK_IN_KEY_PATTERN.test(key)) throw data(null, { status: 404 });
  return { shiftId, key };
}

/** Checks in or out (the button pressed), back to the same page with a toast; a refusal stays on it with its reason. */
export async function checkInAction({ request, params, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const { shiftId, key } = linkParams(params);
  const intent = (await request.formData()).get("intent");
  const action = intent === "check_out" ? "check_out" : "check_in";
  try {
    await checkInAtShift(context.api, { shiftId, key, action });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ reason: reasonOf(error) }, { status: error.status });
  }
  flashToast(context, { title: context.t(action === "check_in" ? "hours:checkIn.checkedInToast" : "hours:checkIn.checkedOutToast"), color: "success" });
  return safeRedirect(`/diensten/${shiftId}/inchecken/${key}`);
}
