import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getRoster } from "~/.server/api/shifts";
import { editableActivityWith } from "~/.server/activities/editable";
import { csvResponse } from "~/.server/csv/write";
import { rosterCsv } from "~/.server/shifts/roster-csv";

/** The roster as CSV (a download for the activity's managers): one row per volunteer of each shift. */
export async function loader(args: LoaderFunctionArgs) {
  const [activity, roster] = await editableActivityWith(args, (id) => getRoster(args.context.api, id));
  return csvResponse(rosterCsv(roster, args.context.t), `rooster-${activity.id}`);
}
