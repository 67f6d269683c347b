import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { shiftsAction, shiftsLoader } from "~/.server/shifts/shifts-page";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CsrfField } from "~/components/csrf-field";
import { DataTable, tableLinkClasses } from "~/components/data-table";
import { PageHeader } from "~/components/page-header";
import { NEW_SHIFT_DEFAULTS, ShiftForm } from "~/components/activities/shift-form";
import { Button } from "~/components/ui/button";
import { dayName } from "~/utils/day-name";

const DELETE_FORM = "dienst-verwijderen";

/** The shifts page of an activity or a vacancy (docs/shifts-and-hours.md): one page for both, its parent from the loader. */
export function ShiftsPage() {
  const { t, i18n } = useTranslation("activities");
  const { parent, shifts, maxWeeks } = useLoaderData<typeof shiftsLoader>();
  const lastResult = useActionData<typeof shiftsAction>();
  // The shift whose delete is under way (hydrated only): its button alone turns busy.
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === "delete" ? navigation.formData.get("shiftId") : null;
  return (
    <div className="grid gap-8">
      {/* One form for every row's delete button (each names its shift as the button's value): a
          form, its CSRF field and a submit button's hooks per shift were most of the page's render
          for an activity of forty shifts (docs/performance.md, "CPU"). */}
      <Form method="post" id={DELETE_FORM} hidden>
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
      </Form>
      <div>
        <Breadcrumbs items={[...parent.crumbs, { label: t("shifts.heading") }]} />
        <PageHeader title={t("shifts.title", { title: parent.title })} description={t("shifts.intro")} />
        <p className="mt-2">
          <Link className="underline" to={`${parent.base}/rooster`}>
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
                <Link to={`${parent.base}/diensten/${s.id}`} className={tableLinkClasses} aria-label={`${t("shifts.edit")}: ${s.startsAt.replace("T", " ")}`}>
                  {t("shifts.edit")}
                </Link>
                <Button
                  type="submit"
                  form={DELETE_FORM}
                  name="shiftId"
                  value={s.id}
                  variant="secondary"
                  pending={deleting === s.id}
                  aria-label={`${t("shifts.delete")}: ${s.startsAt.replace("T", " ")}`}
                >
                  {t("shifts.delete")}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <section aria-labelledby="nieuwe-dienst" className="grid gap-4">
        <h2 id="nieuwe-dienst" className="text-xl font-semibold">
          {t("shifts.new")}
        </h2>
        <ShiftForm isNew defaultValue={{ ...NEW_SHIFT_DEFAULTS, date: parent.date }} lastResult={lastResult} maxWeeks={maxWeeks} />
      </section>
    </div>
  );
}
