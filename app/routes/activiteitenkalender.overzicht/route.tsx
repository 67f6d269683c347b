import { CsrfField } from "~/components/csrf-field";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { readAhead } from "~/.server/read-ahead";
import { listActivityOverview, updateActivity } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { mayManageActivities } from "~/.server/activities/permissions";
import { ApiError } from "~/.server/api/errors";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { DataTable, linkColumn, tableLinkClasses } from "~/components/data-table";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { addDays, localToday } from "@contract/activities";

// The managers' overview (docs/activities.md): organization admins see their organizations'
// activities, centre staff all of their centre's, and approve or reject what organizations
// publish. Every button is a plain POST; the API decides who may do what.
export const handle = { i18n: ["activities"] };

const DECISIONS = { approve: "approved", reject: "rejected", cancel: "cancelled" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const from = addDays(localToday(), -31);
  // The managed activities need nothing of the user: asked beside them, used after the guard.
  const overview = readAhead(listActivityOverview(context.api, { managed: "true", from, to: addDays(from, 400) }));
  const permissions = permissionsOf(await requireUser(request, context));
  if (!mayManageActivities(permissions)) throw data(null, { status: 403 });
  const { activities } = await overview;
  return {
    title: context.t("activities:overview.title"),
    staff: permissions.staff,
    rows: activities.map((a) => ({
      id: a.id,
      title: a.title,
      kind: a.kind,
      status: a.status,
      organization: a.organizationName,
      next: a.occurrences[0]?.startsAt.replace("T", " ") ?? a.startsAt.replace("T", " "),
      places: a.capacity === null ? `${a.confirmedCount}` : `${a.confirmedCount}/${a.capacity}`,
      waiting: a.waitingCount,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const status = DECISIONS[intent as keyof typeof DECISIONS];
  if (!status || !/^[1-9]\d{0,17}$/.test(id)) return data({ error: context.t("activities:overview.failed") }, { status: 400 });
  try {
    await updateActivity(context.api, id, { status });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ error: context.t("activities:overview.failed") }, { status: error.status === 403 ? 403 : 400 });
  }
  flashToast(context, { title: context.t(`activities:overview.done.${intent}`), color: "success" });
  return safeRedirect("/activiteitenkalender/overzicht");
}

export const meta = titleMeta;

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

function Decide({ row, intent, label, variant }: { row: Row; intent: keyof typeof DECISIONS; label: string; variant: "primary" | "danger" | "neutral" }) {
  return (
    <Form method="post" className="inline">
      <CsrfField />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton variant={variant} aria-label={`${label}: ${row.title}`}>
        {label}
      </SubmitButton>
    </Form>
  );
}

export default function ActivityOverview() {
  const { t } = useTranslation("activities");
  const { rows, staff } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={t("overview.title")}
        description={t(staff ? "overview.descriptionStaff" : "overview.description")}
        actions={<HeaderLinks links={[{ to: "/activiteitenkalender/nieuw", label: t("overview.new") }]} />}
      />
      <DataTable
        rows={rows}
        caption={t("overview.title")}
        empty={t("overview.empty")}
        columns={[
          linkColumn(t("overview.columns.title"), (r: Row) => ({ to: `/activiteitenkalender/${r.id}`, text: r.title })),
          { header: t("overview.columns.organization"), cell: (r) => r.organization ?? t("overview.centre") },
          { header: t("overview.columns.next"), cell: (r) => r.next },
          { header: t("overview.columns.status"), cell: (r) => <span data-testid={`status-${r.id}`}>{t(`status.${r.status}`)}</span> },
          { header: t("overview.columns.places"), cell: (r) => `${r.places}${r.waiting ? ` (+${r.waiting} ${t("overview.waiting")})` : ""}` },
          {
            header: t("overview.columns.actions"),
            cell: (r) => (
              <div className="flex flex-wrap gap-2">
                {r.status !== "cancelled" ? (
                  <Link to={`/activiteitenkalender/${r.id}/bewerken`} className={tableLinkClasses} aria-label={`${t("edit.link")}: ${r.title}`}>
                    {t("edit.link")}
                  </Link>
                ) : null}
                {r.status !== "cancelled" ? (
                  <Link to={`/activiteitenkalender/${r.id}/diensten`} className={tableLinkClasses} aria-label={`${t("overview.shifts")}: ${r.title}`}>
                    {t("overview.shifts")}
                  </Link>
                ) : null}
                <Link to={`/activiteitenkalender/${r.id}/deelnemers`} className={tableLinkClasses} aria-label={`${t("overview.participants")}: ${r.title}`}>
                  {t("overview.participants")}
                </Link>
                {staff && r.status === "pending" ? <Decide row={r} intent="approve" label={t("overview.approve")} variant="primary" /> : null}
                {staff && r.status === "pending" ? <Decide row={r} intent="reject" label={t("overview.reject")} variant="neutral" /> : null}
                {r.status !== "cancelled" && r.status !== "rejected" ? <Decide row={r} intent="cancel" label={t("overview.cancel")} variant="danger" /> : null}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
