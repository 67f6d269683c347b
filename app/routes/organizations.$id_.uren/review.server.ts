import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { HourReviewStatus } from "@contract/hours";
import { ApiError } from "~/.server/api/errors";
import { reviewHours, reviewHoursInBulk } from "~/.server/api/hour-records";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { loadManagedOrganization } from "../organizations.$id_.admins/load.server";

const ID = /^[1-9]\d{0,14}$/;
const DECISION: Record<string, HourReviewStatus> = { approve: "approved", refuse: "refused", "bulk-approve": "approved", "bulk-refuse": "refused" };

/** A refusal of the api (a foreign id, a move not allowed, a day past 24 hours) is a toast; anything else an error. */
const settled = (call: Promise<unknown>) =>
  call.then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status < 500) return false;
      throw error;
    },
  );

/** Decisions on the organization's hours: several at once (all or nothing), or one with a correction. */
export async function reviewAction({ request, params, context }: ActionFunctionArgs) {
  const { id } = await loadManagedOrganization(request, params, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const back = `/organizations/${id}/uren`;
  const status = DECISION[intent];
  const fail = () => {
    flashToast(context, { title: context.t("hours:review.failed"), color: "danger" });
    return safeRedirect(back);
  };
  if (intent.startsWith("bulk-") && status) {
    const ids = formData
      .getAll("ids")
      .map(String)
      .filter((v) => ID.test(v));
    if (ids.length === 0) {
      flashToast(context, { title: context.t("hours:review.noneSelected"), color: "danger" });
      return safeRedirect(back);
    }
    if (!(await settled(reviewHoursInBulk(context.api, ids, status)))) return fail();
    const key = status === "approved" ? "hours:review.approved" : "hours:review.refused";
    flashToast(context, { title: context.t(key, { count: ids.length }), color: "success" });
    return safeRedirect(back);
  }
  const recordId = String(formData.get("id") ?? "");
  const minutesText = String(formData.get("minutes") ?? "");
  const minutes = intent === "correct" && /^\d{1,4}$/.test(minutesText) ? Number(minutesText) : undefined;
  const decision = intent === "correct" ? "approved" : status;
  if (!ID.test(recordId) || decision === undefined || (intent === "correct" && minutes === undefined)) return fail();
  if (!(await settled(reviewHours(context.api, recordId, { status: decision, ...(minutes !== undefined && { minutes }) })))) return fail();
  flashToast(context, { title: context.t("hours:review.saved"), color: "success" });
  return safeRedirect(back);
}
