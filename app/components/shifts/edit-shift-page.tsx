import { useActionData, useLoaderData } from "@remix-run/react";
import { MAX_SERIES_WEEKS } from "@contract/shifts";
import { useTranslation } from "~/i18n-t";
import type { editShiftAction, editShiftLoader } from "~/.server/shifts/edit-shift-page";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { ShiftForm } from "~/components/activities/shift-form";

/** One shift of an activity or a vacancy edited on its own (docs/shifts-and-hours.md). */
export function EditShiftPage() {
  const { t } = useTranslation("activities");
  const { parent, values } = useLoaderData<typeof editShiftLoader>();
  const lastResult = useActionData<typeof editShiftAction>();
  return (
    <div className="grid gap-6">
      <div>
        <Breadcrumbs items={[{ label: parent.title, href: `${parent.base}/diensten` }, { label: t("shifts.editHeading") }]} />
        <PageHeader title={t("shifts.editTitle", { title: parent.title })} />
      </div>
      <ShiftForm isNew={false} defaultValue={values} lastResult={lastResult} maxWeeks={MAX_SERIES_WEEKS} />
    </div>
  );
}
