import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { MAX_SERIES_WEEKS } from "@contract/shifts";
import { listShifts } from "~/.server/api/shifts";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CsrfField } from "~/components/csrf-field";
import { DataTable, tableLinkClasses } from "~/components/data-table";
import { PageHeader } from "~/components/page-header";
import { NEW_SHIFT_DEFAULTS, ShiftForm } from "~/components/activities/shift-form";
import { SubmitButton } from "~/components/submit-button";
import { dayName } from "~/utils/day-name";
import { titleMeta } from "~/utils/meta";
import { editableActivityWith } from "~/.server/activities/editable";
import { shiftsAction } from "./shifts.server";

// An activity's shifts (docs/shifts-and-hours.md), for its managers: the list with places taken
// and waiting, a form that adds one shift or a weekly series, and per shift edit and remove.
// Plain POSTs, so it all works without JavaScript.
export const handle = { i18n: ["activities", "hours"] };

export async function loader(args: LoaderFunctionArgs) {
  const [activity, shifts] = await editableActivityWith(args, (id) => listShifts(args.context.api, id));
  return {
    title: args.context.t("activities:shifts.title", { title: activity.title }),
    activity: { id: activity.id, title: activity.title, date: activity.startsAt.slice(0, 10) },
    shifts,
    maxWeeks: MAX_SERIES_WEEKS,
  };
}

export const action = (args: ActionFunctionArgs) => shiftsAction(args);

export const meta = titleMeta;

export default function Shifts() {
  const { t, i18n } = useTranslation("activities");
  const { activity, shifts, maxWeeks } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="grid gap-8">
      <div>
        <Breadcrumbs
          items={[
            { label: t("overview.title"), href: "/activiteitenkalender/overzicht" },
            { label: activity.title, href: `/activiteitenkalender/${activity.id}` },
            { label: t("shifts.heading") },
          ]}
        />
        <PageHeader title={t("shifts.title", { title: activity.title })} description={t("shifts.intro")} />
        <p className="mt-2">
          <Link className="underline" to={`/activiteitenkalender/${activity.id}/rooster`}>
            {t("hours:roster.link")}
          </Link>
        </p>
      </div>
      <DataTable
        rows={shifts}
        caption={t("shifts.caption")}
        empty={t("shifts.empty")}
        columns={[
          { header: t("shifts.columns.day"), cell: (s) => dayName(s.startsAt.slice(0, 10), i18n.language) },
          { header: t("shifts.columns.time"), cell: (s) => `${s.startsAt.slice(11)}–${s.endsAt.slice(11)}` },
          { header: t("shifts.columns.task"), cell: (s) => s.task ?? "" },
          { header: t("shifts.columns.place"), cell: (s) => s.place ?? "" },
          {
            header: t("shifts.columns.places"),
            cell: (s) => (
              <span data-testid={`shift-places-${s.id}`}>{t("shifts.taken", { taken: s.confirmedCount, capacity: s.capacity, waiting: s.waitingCount })}</span>
            ),
          },
          {
            header: t("shifts.columns.actions"),
            cell: (s) => (
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={`/activiteitenkalender/${activity.id}/diensten/${s.id}`}
                  className={tableLinkClasses}
                  aria-label={`${t("shifts.edit")}: ${s.startsAt.replace("T", " ")}`}
                >
                  {t("shifts.edit")}
                </Link>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="shiftId" value={s.id} />
                  <SubmitButton variant="secondary" aria-label={`${t("shifts.delete")}: ${s.startsAt.replace("T", " ")}`}>
                    {t("shifts.delete")}
                  </SubmitButton>
                </Form>
              </div>
            ),
          },
        ]}
      />
      <section aria-labelledby="nieuwe-dienst" className="grid gap-4">
        <h2 id="nieuwe-dienst" className="text-xl font-semibold">
          {t("shifts.new")}
        </h2>
        <ShiftForm isNew defaultValue={{ ...NEW_SHIFT_DEFAULTS, date: activity.date }} lastResult={lastResult} maxWeeks={maxWeeks} />
      </section>
    </div>
  );
}
