import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyFromAccountError } from "~/.server/account";
import { createActivity } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { descriptionToSend } from "~/.server/vacancy-form";
import { ACTIVITY_FIELDS, activityLabels, activityParseOptions } from "./schema";

/** Creates the activity; an organization's then waits for the centre's staff. */
export async function createActivityAction({ request, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), activityParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { description, descriptionJson, descriptionPrefill, organizationId, tagIds, ...rest } = submission.value;
  let status: string;
  try {
    const created = await createActivity(context.api, {
      ...rest,
      ...(organizationId ? { organizationId } : {}),
      description: descriptionToSend({ description: description ?? "", descriptionJson: descriptionJson ?? "", descriptionPrefill: descriptionPrefill ?? "" }) ?? "",
      tagIds,
    });
    status = created.data.status;
  } catch (error) {
    return replyFromAccountError(submission, error, context, [...ACTIVITY_FIELDS], [], activityLabels(context.t));
  }
  flashToast(context, { title: context.t(status === "pending" ? "activities:form.savedPending" : "activities:form.saved"), color: "success" });
  return safeRedirect("/activiteitenkalender/overzicht");
}
