import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";

/**
 * Anyone signed in may start an organization (401 signed out): sign-in already wants a confirmed
 * address, so the account is proven; its owner becomes the organization's admin, and the
 * organization waits for its centre (docs/organizations.md).
 */
export const starter = (c: Context<AppEnv>) => requireUser(c);
