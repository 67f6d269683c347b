import { speaksForShifts } from "@contract/shifts/messages";
import { type Permissions, powersOfUser } from "~/.server/permissions";
import type { CurrentUser } from "~/.server/api/users";

/** Who gets the activities' overview and form: centre staff, super admins and organization admins. */
export const mayManageActivities = (p: Permissions) => p.staff || p.adminOrgIds.length > 0;

/**
 * Who edits an activity's content: the centre's staff and its organization's admins, as the api's
 * canManageActivity; a cancelled one no longer changes (the api refuses that too).
 */
export const mayEditActivity = (p: Permissions, a: { organizationId: string | null; status: string }) =>
  a.status !== "cancelled" && (p.staff || (a.organizationId !== null && p.adminOrgIds.includes(a.organizationId)));

/** Who messages the volunteers of an activity's or vacancy's shifts from its roster: the contract's rule, as the api's. */
export const maySpeakForShifts = (user: CurrentUser, a: { organizationId: string | null; volunteerCenterId: string | null }) =>
  speaksForShifts(powersOfUser(user), a);
