import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { formatMinutes } from "@contract/hours";
import { useTranslation } from "~/i18n-t";
import { type HourRecord, listOrganizationHours, listOrganizationTotals } from "~/.server/api/hour-records";
import { CsrfField } from "~/components/csrf-field";
import { DataTable } from "~/components/data-table";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { loadManagedOrganization } from "../organizations.$id_.admins/load.server";
import { reviewAction } from "./review.server";

// An organization's hours for its admins and its centre's staff (docs/shifts-and-hours.md): the
// pending ones approved or refused together (ticked rows, one POST, all or nothing) or one by
// one with a correction of the minutes; the decided ones turned if need be. Plain POSTs.
export const handle = { i18n: ["hours"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The lists side by side with the organization's own check (one api call deep, docs/performance.md
  // "Budgets"); its sign-in, 404 or 403 comes first whatever the lists answered.
  const param = String(params.id ?? "");
  const [managed, records, totals] = await Promise.allSettled([
    loadManagedOrganization(request, params, context),
    listOrganizationHours(context.api, param),
    listOrganizationTotals(context.api, param),
  ]);
  if (managed.status === "rejected") throw managed.reason;
  if (records.status === "rejected") throw records.reason;
  if (totals.status === "rejected") throw totals.reason;
  const { id, organization } = managed.value;
  return {
    title: context.t("hours:review.title", { name: organization.name }),
    organization: { id, name: organization.name },
    locale: context.locale,
    pending: records.value.filter((r) => r.status === "pending"),
    totals: totals.value,
    decided: records.value.filter((r) => r.status === "approved" || r.status === "refused"),
  };
}

export const action = (args: ActionFunctionArgs) => reviewAction(args);

export const meta = titleMeta;

const BULK = "bulk-review";

function Decide({ record, intent, label }: { record: HourRecord; intent: "approve" | "refuse"; label: string }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={record.id} />
      <SubmitButton variant="secondary" aria-label={`${label}: ${record.volunteerName}, ${record.date}`}>
        {label}
      </SubmitButton>
    </Form>
  );
}

export default function OrganizationHours() {
  const { t } = useTranslation("hours");
  const { organization, pending, decided, totals, locale } = useLoaderData<typeof loader>();
  const common = [
    { header: t("columns.date"), cell: (r: HourRecord) => formatCalendarDate(r.date, locale) },
    { header: t("columns.volunteer"), cell: (r: HourRecord) => r.volunteerName },
    { header: t("columns.time"), cell: (r: HourRecord) => <span data-testid={`review-hours-${r.id}`}>{formatMinutes(r.minutes)}</span> },
    { header: t("columns.note"), cell: (r: HourRecord) => r.note ?? "" },
  ];
  return (
    <div className="grid gap-10">
      <PageHeader title={t("review.title", { name: organization.name })} description={t("review.intro")} />
      <div className="grid gap-3">
        <h2 id="wachtend" className="text-xl font-semibold">
          {t("review.pending")}
        </h2>
        {/* The ticked rows' checkboxes belong to this form through their form attribute. */}
        <Form method="post" id={BULK} className="flex flex-wrap gap-3">
          <CsrfField />
          <SubmitButton variant="primary" name="intent" value="bulk-approve">
            {t("review.approveSelected")}
          </SubmitButton>
          <SubmitButton variant="secondary" name="intent" value="bulk-refuse">
            {t("review.refuseSelected")}
          </SubmitButton>
        </Form>
        <DataTable
          rows={pending}
          caption={t("review.pending")}
          empty={t("review.emptyPending")}
          columns={[
            {
              header: t("columns.select"),
              cell: (r) => (
                <input
                  type="checkbox"
                  name="ids"
                  value={r.id}
                  form={BULK}
                  className="size-5"
                  aria-label={t("review.selectLabel", { name: r.volunteerName, date: r.date })}
                />
              ),
            },
            ...common,
            {
              header: t("columns.actions"),
              cell: (r) => (
                <div className="flex flex-wrap items-center gap-3">
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <CsrfField />
                    <input type="hidden" name="intent" value="correct" />
                    <input type="hidden" name="id" value={r.id} />
                    <input
                      type="number"
                      name="minutes"
                      min={1}
                      max={1440}
                      defaultValue={r.minutes}
                      aria-label={t("review.correctLabel", { name: r.volunteerName, date: r.date })}
                      className="w-24 rounded border border-muted-400 px-2 py-1 dark:bg-muted-900"
                    />
                    <SubmitButton variant="secondary">{t("review.correct")}</SubmitButton>
                  </Form>
                  <Decide record={r} intent="refuse" label={t("review.refuse")} />
                </div>
              ),
            },
          ]}
        />
      </div>
      <div className="grid gap-3">
        <h2 id="per-vrijwilliger" className="text-xl font-semibold">
          {t("totals.volunteers")}
        </h2>
        <DataTable
          rows={totals}
          caption={t("totals.volunteersCaption")}
          empty={t("totals.empty")}
          columns={[
            { header: t("totals.volunteer"), cell: (r) => r.volunteerName ?? "" },
            { header: t("totals.year"), cell: (r) => r.year },
            { header: t("totals.total"), cell: (r) => formatMinutes(r.minutes) },
            { header: t("totals.records"), cell: (r) => r.records },
          ]}
        />
      </div>
      <div className="grid gap-3">
        <h2 id="beoordeeld" className="text-xl font-semibold">
          {t("review.decided")}
        </h2>
        <DataTable
          rows={decided}
          caption={t("review.decided")}
          empty={t("review.emptyDecided")}
          columns={[
            ...common,
            { header: t("columns.status"), cell: (r) => t(`status.${r.status}`) },
            {
              header: t("columns.actions"),
              cell: (r) =>
                r.status === "approved" ? (
                  <Decide record={r} intent="refuse" label={t("review.refuse")} />
                ) : (
                  <Decide record={r} intent="approve" label={t("review.approve")} />
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}
