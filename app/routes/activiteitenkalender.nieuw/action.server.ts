import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyFromAccountError } from "~/.server/account";
import { createActivity } from "~/.server/api/activities";
import { ACTIVITY_POST_MAX, activityAttributes, activityImage, discardImage } from "~/.server/activities/activity-write";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { ACTIVITY_FIELDS, activityLabels, activityParseOptions } from "./schema";

// The image never travels back into the form.
const hideFields = ["image"];

/** Creates the activity (its image uploaded into R2 first); an organization's then waits for the centre's staff. */
export async function createActivityAction({ request, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  if (Number(request.headers.get("Content-Length")) > ACTIVITY_POST_MAX) throw data(null, { status: 413 });
  const submission = parseWithZod(await request.formData(), activityParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const image = await activityImage(context, submission.value);
  if (image.error) return data(submission.reply({ fieldErrors: { image: [image.error] }, hideFields }), { status: 400 });
  let status: string;
  try {
    const created = await createActivity(context.api, activityAttributes(submission.value, image.imageUrl));
    status = created.data.status;
  } catch (error) {
    await discardImage(context, image.upload);
    return replyFromAccountError(submission, error, context, [...ACTIVITY_FIELDS], [], activityLabels(context.t));
  }
  flashToast(context, { title: context.t(status === "pending" ? "activities:form.savedPending" : "activities:form.saved"), color: "success" });
  return safeRedirect("/activiteitenkalender/overzicht");
}
