import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { replyFromAccountError } from "~/.server/account";
import { type Activity, updateActivity } from "~/.server/api/activities";
import { listCenterTagNames } from "~/.server/api/tags";
import { readAhead } from "~/.server/read-ahead";
import { ACTIVITY_POST_MAX, activityAttributes, activityImage, discardImage } from "~/.server/activities/activity-write";
import { editableActivity } from "~/.server/activities/editable";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { ActivityForm } from "~/components/activities/activity-form";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { editorDefault } from "~/utils/rich-text-plain";
import { ACTIVITY_FIELDS, activityLabels, activityParseOptions } from "../activiteitenkalender.nieuw/schema";

// Edit an activity's content (docs/activities.md): its managers (the organization's admins, the
// centre's staff). The same fields as a new one; owner and kind stay. A plain multipart post.
export const handle = { hydrate: true, i18n: ["activities", "vacancies", "organizations"] };

const formValues = (a: Activity) => ({
  title: a.title,
  startsAt: a.startsAt,
  endsAt: a.endsAt,
  repeat: a.repeat,
  repeatUntil: a.repeatUntil ?? "",
  online: a.online ? "on" : "",
  onlineUrl: a.onlineUrl ?? "",
  place: a.place ?? "",
  address: a.address ?? "",
  postalCode: a.postalCode ?? "",
  capacity: a.capacity === null ? "" : String(a.capacity),
  tagIds: a.tagIds,
});

export async function loader(args: LoaderFunctionArgs) {
  // The centre's tags need nobody's answer: asked beside the user and the activity, awaited after
  // the guard (~/.server/read-ahead).
  const tagsAhead = readAhead(listCenterTagNames(args.context));
  const activity = await editableActivity(args);
  const tags = await tagsAhead;
  return {
    title: args.context.t("activities:edit.title", { title: activity.title }),
    id: activity.id,
    tags: tags.map(({ id, name }) => ({ id, name })),
    edit: {
      values: formValues(activity),
      description: editorDefault(activity.description),
      imageUrl: activity.imageUrl,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const activity = await editableActivity(args);
  const { request, context } = args;
  if (Number(request.headers.get("Content-Length")) > ACTIVITY_POST_MAX) throw data(null, { status: 413 });
  const hideFields = ["image"];
  const submission = parseWithZod(await request.formData(), activityParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const image = await activityImage(context, submission.value);
  if (image.error) return data(submission.reply({ fieldErrors: { image: [image.error] }, hideFields }), { status: 400 });
  try {
    await updateActivity(context.api, activity.id, activityAttributes(submission.value, image.imageUrl, { edit: true }));
  } catch (error) {
    await discardImage(context, image.upload);
    return replyFromAccountError(submission, error, context, [...ACTIVITY_FIELDS], [], activityLabels(context.t));
  }
  flashToast(context, { title: context.t("activities:edit.saved", { title: submission.value.title }), color: "success" });
  return safeRedirect(`/activiteitenkalender/${activity.id}`);
}

export const meta = titleMeta;

export default function EditActivity() {
  const { t } = useTranslation("activities");
  const { title, tags, edit } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={title} description={t("edit.description")} />
      <ActivityForm lastResult={useActionData<typeof action>()} tags={tags} staff={false} edit={edit} submit={t("edit.submit")} />
    </div>
  );
}
