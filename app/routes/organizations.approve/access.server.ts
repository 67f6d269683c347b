import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth";

const REVIEWER_ROLES = new Set(["super_admin", "staff"]);

/**
 * Only centre staff and super admins decide on sign-ups (docs/organizations.md). Others would see
 * their own pending organizations in the queue and get a 403 on every button, so they get the
 * 403 screen at once. The API still checks every decision.
 */
export async function requireReviewer(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!user.roles.some((role) => REVIEWER_ROLES.has(role.name))) throw data(null, { status: 403 });
  return user;
}
