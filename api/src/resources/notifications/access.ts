import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { findNotification } from "./queries";

/** The caller's own notification of the path: anybody else's (or another tenant's) is a 404. */
export async function ownNotification(c: Context<AppEnv>) {
  const user = requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findNotification(c.var.db, c.var.tenantId, user.id, id);
  if (row === undefined) throw notFound(`There is no notification ${param}.`);
  return row;
}
