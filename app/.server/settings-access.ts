import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { CurrentUser } from "./api/users";
import { requireUser } from "./auth";

/** Whether the user may change this centre's settings: its staff, or the tenant's super admin. */
export const editsCenterSettings = (user: CurrentUser, centerId: string) =>
  user.roles.some((role) => role.name === "super_admin" || (role.name === "staff" && role.resourceType === "VolunteerCenter" && role.resourceId === centerId));

/**
 * The gate of /instellingen: sign-in first, then the 403 screen for anyone who may not change
 * the current centre. Only which screens show; the api checks every write itself.
 */
export async function requireSettingsEditor(request: Request, context: AppLoadContext, centerId: string) {
  const user = await requireUser(request, context);
  if (!editsCenterSettings(user, centerId)) throw data(null, { status: 403 });
  return user;
}
