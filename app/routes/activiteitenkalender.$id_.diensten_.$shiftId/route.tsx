import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { MAX_SERIES_WEEKS } from "@contract/shifts";
import { parseEditShift, replyFromShiftError, shiftAttributes, shiftFormValues } from "~/.server/activities/shift-form";
import { getShift, updateShift } from "~/.server/api/shifts";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { ShiftForm } from "~/components/activities/shift-form";
import { titleMeta } from "~/utils/meta";
import { editableActivityWith } from "~/.server/activities/editable";

// One shift edited on its own (docs/shifts-and-hours.md): a shift of a series changes alone.
export const handle = { i18n: ["activities"] };

async function target(args: LoaderFunctionArgs) {
  const [activity, shift] = await editableActivityWith(args, () => getShift(args.context.api, args.params.shiftId ?? ""));
  if (shift.activityId !== activity.id) throw data(null, { status: 404 });
  return { activity, shift };
}

export async function loader(args: LoaderFunctionArgs) {
  const { activity, shift } = await target(args);
  return {
    title: args.context.t("activities:shifts.editTitle", { title: activity.title }),
    activity: { id: activity.id, title: activity.title },
    values: shiftFormValues(shift),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activity, shift } = await target(args);
  const { context } = args;
  const submission = parseEditShift(await args.request.formData(), context.t);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await updateShift(context.api, shift.id, shiftAttributes(submission.value));
  } catch (error) {
    return replyFromShiftError(submission, error, context);
  }
  flashToast(context, { title: context.t("activities:shifts.saved"), color: "success" });
  return safeRedirect(`/activiteitenkalender/${activity.id}/diensten`);
}

export const meta = titleMeta;

export default function EditShift() {
  const { t } = useTranslation("activities");
  const { activity, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="grid gap-6">
      <div>
        <Breadcrumbs items={[{ label: activity.title, href: `/activiteitenkalender/${activity.id}/diensten` }, { label: t("shifts.editHeading") }]} />
        <PageHeader title={t("shifts.editTitle", { title: activity.title })} />
      </div>
      <ShiftForm isNew={false} defaultValue={values} lastResult={lastResult} maxWeeks={MAX_SERIES_WEEKS} />
    </div>
  );
}
