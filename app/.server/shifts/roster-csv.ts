import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ShiftRoster } from "../api/shifts";
import { writeCsv } from "../csv/write";

/** The roster as CSV: one row per volunteer of each shift (a shift nobody took is one empty row). */
export function rosterCsv(roster: ShiftRoster[], t: AppLoadContext["t"]): string {
  const shiftCells = (s: ShiftRoster) => [s.startsAt.slice(0, 10), s.startsAt.slice(11), s.endsAt.slice(11), s.task ?? "", s.place ?? ""];
  return writeCsv([
    (["date", "start", "end", "task", "place", "volunteer", "status", "checkedIn", "checkedOut"] as const).map((c) => t(`hours:roster.csv.${c}`)),
    ...roster.flatMap((s) =>
      s.volunteers.length === 0
        ? [[...shiftCells(s), "", "", "", ""]]
        : s.volunteers.map((v) => [...shiftCells(s), v.name, t(`hours:roster.status.${v.status}`), v.checkedInAt ?? "", v.checkedOutAt ?? ""]),
    ),
  ]);
}
