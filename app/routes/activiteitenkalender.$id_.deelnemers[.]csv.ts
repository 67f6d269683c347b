import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listParticipants } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { participantsCsv } from "~/.server/activities/csv";
import { requireUser } from "~/.server/auth";
import { csvResponse } from "~/.server/csv/write";

/** The participants as CSV (a download for the activity's managers). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const id = params.id ?? "";
  const { rows: participants } = await listParticipants(context.api, id);
  return csvResponse(participantsCsv(participants, context.t), `deelnemers-${id}`);
}
