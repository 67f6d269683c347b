import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listParticipants } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { toCsv } from "~/.server/activities/csv";
import { requireUser } from "~/.server/auth";

/** The participants as CSV (a download for the activity's managers). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const id = params.id ?? "";
  const participants = await listParticipants(context.api, id);
  const t = context.t;
  const csv = toCsv([
    [
      t("activities:participants.columns.name"),
      t("activities:participants.columns.email"),
      t("activities:participants.columns.status"),
      t("activities:participants.columns.guest"),
      t("activities:participants.columns.createdAt"),
    ],
    ...participants.map((p) => [
      p.name,
      p.email ?? "",
      t(`activities:signUpStatus.${p.status}`),
      p.guest ? t("activities:participants.guest") : t("activities:participants.account"),
      p.createdAt,
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="deelnemers-${id}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
