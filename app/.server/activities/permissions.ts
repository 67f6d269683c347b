import type { Permissions } from "~/.server/permissions";

/** Who gets the activities' overview and form: centre staff, super admins and organization admins. */
export const mayManageActivities = (p: Permissions) => p.staff || p.adminOrgIds.length > 0;
