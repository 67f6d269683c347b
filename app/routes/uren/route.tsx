import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { MAX_HOUR_NOTE, formatMinutes } from "@contract/hours";
import { localToday } from "@contract/activities";
import { useTranslation } from "~/i18n-t";
import { listOwnAcceptedVacancies } from "~/.server/api/applications";
import { listOwnHours, listOwnTotals } from "~/.server/api/hour-records";
import { approvedOrganizationNames } from "~/.server/api/organizations";
import { listOwnShiftSignUps } from "~/.server/api/shifts";
import { requireUser } from "~/.server/auth";
import { readAhead } from "~/.server/read-ahead";
import { CsrfField } from "~/components/csrf-field";
import { DataTable, tableLinkClasses } from "~/components/data-table";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { formatCalendarDate } from "~/components/ui/date-time";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/account-forms/parse-options";
import { titleMeta } from "~/utils/meta";
import { hoursAction } from "./hours.server";
import { Section } from "~/components/section";

// One's own hours (docs/shifts-and-hours.md): record hours given, see each record's status, remove
// one not approved yet. Plain POSTs, so it works without JavaScript.
export const handle = { i18n: ["hours"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // One's own reads need nobody's id: asked beside the user (one batch), used after the guard.
  const reads = readAhead(
    Promise.all([
      listOwnHours(context.api),
      listOwnTotals(context.api),
      // Whom one may record hours for: the approved organizations, kept (no call while current).
      approvedOrganizationNames(context),
      // Shifts exist only where activities do (the api answers 404 elsewhere): there the form has no
      // shift to offer, and the page asks no call for it.
      context.tenant.features.activities ? listOwnShiftSignUps(context.api).catch(() => []) : [],
      // The vacancies one was accepted for: hours may name one (of the same organization).
      listOwnAcceptedVacancies(context.api),
    ]),
  );
  await requireUser(request, context);
  const [records, totals, organizations, signUps, vacancies] = await reads;
  return {
    title: context.t("hours:own.title"),
    locale: context.locale,
    today: localToday(),
    records,
    totals,
    organizations: organizations.map((o) => ({ value: o.id, label: o.name })),
    shifts: signUps
      .filter((s) => s.status === "confirmed")
      .map((s) => ({ value: s.shiftId, label: `${s.activityTitle}${s.task ? ` – ${s.task}` : ""} (${s.startsAt.replace("T", " ")})` })),
    vacancies: vacancies.map((v) => ({ value: v.id, label: `${v.title} (${v.organizationName})` })),
  };
}

export const action = (args: ActionFunctionArgs) => hoursAction(args);

export const meta = titleMeta;

export default function OwnHours() {
  const { t } = useTranslation("hours");
  const { records, totals, organizations, shifts, vacancies, today, locale } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "record-hours",
    lastResult,
    defaultValue: { organizationId: "", date: today, hours: "", minutes: "0", shiftId: "", vacancyId: "", note: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  return (
    <div className="grid gap-8">
      <PageHeader title={t("own.title")} description={t("own.intro")} />
      <Section id="uren-schrijven" title={t("own.new")} className="grid gap-4">
        <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-4">
          <CsrfField />
          <input type="hidden" name="intent" value="record" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <SelectField {...fieldProps(fields.organizationId, t("fields.organizationId"))} options={organizations} placeholder={t("fields.choose")} required />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField {...fieldProps(fields.date, t("fields.date"))} type="date" max={today} required />
            <TextField {...fieldProps(fields.hours, t("fields.hours"))} type="number" min={0} max={24} inputMode="numeric" required />
            <TextField {...fieldProps(fields.minutes, t("fields.minutes"))} type="number" min={0} max={59} inputMode="numeric" />
          </div>
          {shifts.length > 0 ? <SelectField {...fieldProps(fields.shiftId, t("fields.shiftId"))} options={shifts} placeholder={t("fields.noShift")} /> : null}
          {vacancies.length > 0 ? (
            <SelectField {...fieldProps(fields.vacancyId, t("fields.vacancyId"))} options={vacancies} placeholder={t("fields.noVacancy")} />
          ) : null}
          <TextField {...fieldProps(fields.note, t("fields.note"))} maxLength={MAX_HOUR_NOTE} />
          <div>
            <SubmitButton variant="primary">{t("own.add")}</SubmitButton>
          </div>
        </Form>
      </Section>
      <Section id="uren-per-jaar" title={t("totals.title")} className="grid gap-2">
        <DataTable
          rows={totals}
          caption={t("totals.caption")}
          empty={t("totals.empty")}
          columns={[
            { header: t("totals.organization"), cell: (r) => r.organizationName },
            { header: t("totals.year"), cell: (r) => r.year },
            { header: t("totals.total"), cell: (r) => <span data-testid={`total-${r.organizationId}-${r.year}`}>{formatMinutes(r.minutes)}</span> },
            {
              header: t("totals.statement"),
              cell: (r) => (
                <Link
                  className={tableLinkClasses}
                  to={`/uren/verklaring/${r.organizationId}/${r.year}`}
                  aria-label={t("totals.statementFor", { organization: r.organizationName, year: r.year })}
                >
                  {t("totals.statement")}
                </Link>
              ),
            },
          ]}
        />
      </Section>
      <DataTable
        rows={records}
        caption={t("own.caption")}
        empty={t("own.empty")}
        columns={[
          { header: t("columns.date"), cell: (r) => formatCalendarDate(r.date, locale) },
          { header: t("columns.organization"), cell: (r) => r.organizationName },
          { header: t("columns.time"), cell: (r) => <span data-testid={`hours-${r.id}`}>{formatMinutes(r.minutes)}</span> },
          { header: t("columns.note"), cell: (r) => r.note ?? "" },
          { header: t("columns.status"), cell: (r) => t(`status.${r.status}`) },
          {
            header: t("columns.actions"),
            cell: (r) =>
              r.status === "approved" ? null : (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={r.id} />
                  <SubmitButton variant="secondary" aria-label={`${t("own.delete")}: ${r.date} ${r.organizationName}`}>
                    {t("own.delete")}
                  </SubmitButton>
                </Form>
              ),
          },
        ]}
      />
    </div>
  );
}
