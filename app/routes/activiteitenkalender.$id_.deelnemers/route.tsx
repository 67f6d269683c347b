import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listParticipants } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { readAhead } from "~/.server/read-ahead";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DataTable } from "~/components/data-table";
import { DateTime } from "~/components/ui/date-time";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// An activity's participants, for its managers (the API answers 403/404 to anyone else), with
// the list as CSV.
export const handle = { i18n: ["activities"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const id = params.id ?? "";
  // It needs only the URL's id: asked beside the user, awaited after the guard, so the same
  // refusal shows (~/.server/read-ahead). The activity's title comes with its sign-ups.
  const participantsAhead = readAhead(listParticipants(context.api, id));
  await requireUser(request, context);
  const { rows: participants, activity } = await participantsAhead;
  return {
    title: context.t("activities:participants.title", { title: activity.title }),
    activity: { id: activity.id, title: activity.title },
    rows: participants.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email ?? "",
      status: p.status,
      guest: p.guest,
      createdAt: p.createdAt,
    })),
  };
}

export const meta = titleMeta;

export default function Participants() {
  const { t, i18n } = useTranslation("activities");
  const { activity, rows } = useLoaderData<typeof loader>();
  return (
    <div>
      <Breadcrumbs items={[{ label: t("overview.title"), href: "/activiteitenkalender/overzicht" }, { label: activity.title }]} />
      <PageHeader
        title={t("participants.title", { title: activity.title })}
        actions={
          <a href={`/activiteitenkalender/${activity.id}/deelnemers.csv`} className="inline-flex min-h-10 items-center underline" download>
            {t("participants.csv")}
          </a>
        }
      />
      <DataTable
        rows={rows}
        caption={t("participants.caption")}
        empty={t("participants.empty")}
        columns={[
          { header: t("participants.columns.name"), cell: (r) => r.name },
          { header: t("participants.columns.email"), cell: (r) => r.email, className: "break-all" },
          { header: t("participants.columns.status"), cell: (r) => <span data-testid={`participant-${r.name}`}>{t(`signUpStatus.${r.status}`)}</span> },
          { header: t("participants.columns.guest"), cell: (r) => (r.guest ? t("participants.guest") : t("participants.account")) },
          { header: t("participants.columns.createdAt"), cell: (r) => <DateTime value={r.createdAt} locale={i18n.language} /> },
        ]}
      />
      <p className="mt-6">
        <Link to={`/activiteitenkalender/${activity.id}`} className="underline">
          {t("link.activity")}
        </Link>
      </p>
    </div>
  );
}
