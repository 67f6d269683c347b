import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShiftParentKind } from "@contract/shifts";
import { maySpeakForShifts } from "../activities/permissions";
import { getRosterWithParent, type ShiftRoster } from "../api/shifts";
import { requireUser } from "../auth";
import { csvResponse } from "../csv/write";
import { managedParentWith } from "./parent";
import { qrDataUrl } from "./qr";
import { rosterCsv } from "./roster-csv";

/** The address a shift's QR code opens: the check-in page with the shift's key in the path. */
export const checkInUrl = (origin: string, shift: Pick<ShiftRoster, "id" | "checkInKey">) => `${origin}/diensten/${shift.id}/inchecken/${shift.checkInKey}`;

/** The roster by day, each shift with its check-in address and that address as a QR image (an SVG data URL). */
export function rosterDays(roster: ShiftRoster[], origin: string) {
  const days = new Map<string, (ShiftRoster & { link: string; qr: string })[]>();
  for (const shift of roster) {
    const link = checkInUrl(origin, shift);
    const entry = { ...shift, link, qr: qrDataUrl(link) };
    const day = shift.startsAt.slice(0, 10);
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return [...days].map(([date, shifts]) => ({ date, shifts }));
}

/** The roster page of an activity or a vacancy, for its managers. */
export async function rosterLoader(args: LoaderFunctionArgs, kind: ShiftParentKind) {
  const [parent, roster] = await managedParentWith(args, kind, (ref) => getRosterWithParent(args.context.api, ref));
  const user = await requireUser(args.request, args.context);
  return {
    title: args.context.t("hours:roster.title", { title: parent.title }),
    parent: { title: parent.title, base: parent.base, crumbs: parent.crumbs },
    // The organization's admins (the centre's staff for its own activity) message the volunteers.
    speaks: maySpeakForShifts(user, parent.owner),
    days: rosterDays(roster, new URL(args.request.url).origin),
  };
}

/** The roster as CSV (a download for the managers): one row per volunteer of each shift. */
export async function rosterCsvLoader(args: LoaderFunctionArgs, kind: ShiftParentKind) {
  const [parent, roster] = await managedParentWith(args, kind, (ref) => getRosterWithParent(args.context.api, ref));
  return csvResponse(rosterCsv(roster, args.context.t), `rooster-${kind === "activity" ? "" : "vacature-"}${parent.id}`);
}
