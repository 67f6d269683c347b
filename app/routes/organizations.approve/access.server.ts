import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { CurrentUser } from "~/.server/api/users";
import { requireUser } from "~/.server/auth";

const REVIEWER_ROLES = new Set(["super_admin", "staff"]);

/** Whether the user may review sign-ups: centre staff or the tenant's super admin. */
export const isReviewer = (user: CurrentUser) => user.roles.some((role) => REVIEWER_ROLES.has(role.name));

/**
 * Only centre staff and super admins decide on sign-ups (docs/organizations.md). Others would see
 * their own pending organizations in the queue and get a 403 on every button, so they get the
 * 403 screen at once. The API still checks every decision.
 */
export async function requireReviewer(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!isReviewer(user)) throw data(null, { status: 403 });
  return user;
}
