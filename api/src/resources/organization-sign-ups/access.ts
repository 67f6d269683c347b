import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/** Only the signed out sign up an organization this way (a signed-in user asks the centre). */
export function signedOut(c: Context<AppEnv>) {
  if (c.var.currentUser !== null) throw forbidden("Signed-in users cannot sign up an organization; sign out first, or ask the centre to add it.");
}
