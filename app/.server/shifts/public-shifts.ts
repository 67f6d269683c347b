import type { AppLoadContext } from "@remix-run/cloudflare";
import { listOwnShiftSignUps, type Shift, type ShiftParentRef } from "~/.server/api/shifts";

const NOTICES = ["unconfirmed", "confirmed", "waiting", "cancelled"];

/**
 * The visitor's part of the shifts on an activity's or a vacancy's page (docs/shifts-and-hours.md):
 * their live sign-ups for its shifts by shift id (signed in; read only when it has shifts), and
 * the notice of the sign-up or cancellation just made (`?dienst=`).
 */
export async function ownShiftsOn(context: AppLoadContext, user: object | null, parent: ShiftParentRef, shifts: Shift[], url: URL) {
  const mine = user && shifts.length > 0 ? await listOwnShiftSignUps(context.api) : [];
  const key = parent.kind === "activity" ? "activityId" : "vacancyId";
  const notice = url.searchParams.get("dienst");
  return {
    ownShifts: Object.fromEntries(mine.filter((s) => s[key] === parent.id).map((s) => [s.shiftId, { id: s.id, status: s.status }])),
    shiftNotice: notice && NOTICES.includes(notice) ? notice : null,
  };
}
