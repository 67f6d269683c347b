import type { Config } from "../config";
import type { User } from "../db/accounts-schema";

export type Refusal = "unconfirmed" | "inactive" | "invited" | "archived";

/**
 * Why this account may not be used right now, or null. Asked after a correct password (sign-in)
 * and for every token, so an account made inactive loses its sessions at once.
 */
export function accountRefusal(user: User, config: Config): Refusal | null {
  if (user.status === "archived") return "archived";
  // An invited account is unconfirmed too; "invited" says what is actually missing.
  if (user.status === "invited") return "invited";
  if (user.confirmedAt === null) return "unconfirmed";
  if (user.status === "inactive" && !config.ALLOW_INACTIVE_USERS) return "inactive";
  return null;
}
