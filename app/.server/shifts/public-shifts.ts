import type { AppLoadContext } from "@remix-run/cloudflare";
import { listOwnShiftSignUps, type Shift, type ShiftParentRef } from "~/.server/api/shifts";

const NOTICES = ["unconfirmed", "confirmed", "waiting", "cancelled"];

/**
 * The shifts section of an activity's or a vacancy's page (docs/shifts-and-hours.md), as
 * ShiftsSection's props: its shifts, the visitor's live sign-ups for them by shift id (signed in;
 * read only when there are shifts), and the notice of the sign-up or cancellation just made
 * (`?dienst=`). Null when there is nothing to show: no shifts, and nobody here to manage them.
 */
export async function shiftsSectionOf(
  context: AppLoadContext,
  parent: ShiftParentRef & { shifts: Shift[]; open: boolean; manageHref: string | null },
  visitor: { signedIn: boolean; url: URL; loginHref: string },
) {
  const { shifts, open, manageHref } = parent;
  if (shifts.length === 0 && manageHref === null) return null;
  const mine = visitor.signedIn && shifts.length > 0 ? await listOwnShiftSignUps(context.api) : [];
  const key = parent.kind === "activity" ? "activityId" : "vacancyId";
  const notice = visitor.url.searchParams.get("dienst");
  return {
    shifts,
    own: Object.fromEntries(mine.filter((s) => s[key] === parent.id).map((s) => [s.shiftId, { id: s.id, status: s.status }])),
    signedIn: visitor.signedIn,
    open,
    notice: notice && NOTICES.includes(notice) ? notice : null,
    loginHref: visitor.loginHref,
    manageHref,
  };
}
