import type { ShiftRoster } from "../api/shifts";
import { qrSvg } from "./qr";

/** The address a shift's QR code opens: the check-in page with the shift's key in the path. */
export const checkInUrl = (origin: string, shift: Pick<ShiftRoster, "id" | "checkInKey">) => `${origin}/diensten/${shift.id}/inchecken/${shift.checkInKey}`;

/** The roster by day, each shift with its check-in address and that address as a QR image (an SVG data URL). */
export function rosterDays(roster: ShiftRoster[], origin: string) {
  const days = new Map<string, (ShiftRoster & { link: string; qr: string })[]>();
  for (const shift of roster) {
    const link = checkInUrl(origin, shift);
    const entry = { ...shift, link, qr: `data:image/svg+xml;base64,${btoa(qrSvg(link))}` };
    const day = shift.startsAt.slice(0, 10);
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return [...days].map(([date, shifts]) => ({ date, shifts }));
}
