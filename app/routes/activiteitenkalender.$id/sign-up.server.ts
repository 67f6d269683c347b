import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyFromAccountError } from "~/.server/account";
import { signUp } from "~/.server/api/activities";
import { ApiError } from "~/.server/api/errors";
import { getCurrentUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { SIGN_UP_FIELDS, signUpLabels, signUpParseOptions } from "./schema";

/**
 * Signs up: a guest with name and address (the API mails a link to confirm), a volunteer as their
 * account (a place or the waiting list at once). Then the page with what happened, or the form back.
 */
export async function signUpAction({ request, context, params }: ActionFunctionArgs) {
  const activityId = params.id ?? "";
  const user = await getCurrentUser(context);
  const submission = parseWithZod(await request.formData(), signUpParseOptions(!user, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const guest = user ? {} : { ...(submission.value as { name: string; email: string }), locale: context.locale };
  let status: string;
  try {
    status = (await signUp(context.api, { activityId, ...guest })).data.status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return data(submission.reply({ formErrors: [context.t("activities:signUp.rateLimited")] }), { status: 429 });
    if (error instanceof ApiError && error.status === 422 && error.errors.some((e) => e.source?.pointer === "/data/attributes/activity_id")) {
      const taken = error.errors.some((e) => e.code === "taken");
      return data(submission.reply({ formErrors: [context.t(taken ? "activities:signUp.already" : "activities:signUp.closed")] }), { status: 400 });
    }
    return replyFromAccountError(submission, error, context, [...SIGN_UP_FIELDS], [], signUpLabels(context.t));
  }
  return safeRedirect(`/activiteitenkalender/${activityId}?aanmelding=${status}#aanmelden`);
}
