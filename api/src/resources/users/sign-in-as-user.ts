import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { accountRefusal } from "../../auth/account-state";
import { credentialHeaders } from "../../auth/credentials";
import { issueToken } from "../../auth/token-store";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { integerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { forbidden } from "../../jsonapi/errors";
import { loadUserManager, staffMayActOn } from "./access";
import { listUserRoles } from "../roles/queries";
import { findVisibleUser, sendManagedUser } from "./managed-routes";
import { USER_TYPES, managedUserQuery } from "./schema";

export const SIGN_IN_AS_USER_PATH = "/api/v1/sign_in_as_user";

const attributes = z
  .object({
    user_id: z
      .union([integerId, z.number().int().positive().safe()], {
        errorMap: () => ({ message: "User id must be a positive integer." }),
      })
      .optional(),
  })
  .strict();

/**
 * POST /api/v1/sign_in_as_user: a new session (client) for another user, in devise_token_auth's
 * headers, with the user as a JSON:API document. Super admins: any user of the tenant; staff:
 * users of their centre, but not super admins nor staff of another centre. The caller's own
 * token is not rotated by this request, so the web keeps it to switch back.
 */
export async function signInAsUser(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, managedUserQuery);
  const actor = await loadUserManager(c);
  const input = await readResourceDocument(c, USER_TYPES);
  const attrs = parseValues(attributes, input.attributes);
  const id = attrs.user_id ?? input.id;
  if (id === undefined) throw fieldError("user_id", "User id can't be blank.", "blank");
  // 404 for a user the caller cannot see at all, 403 for organization admins, 404 for one staff
  // see only through an organization they admin.
  await findVisibleUser(c, actor, String(id));
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins can sign in as another user.");
  const target = await findVisibleUser(c, { ...actor, adminOrgIds: [] }, String(id));
  const { db, tenantId } = c.var;
  if (!staffMayActOn(actor, await listUserRoles(db, tenantId, target.id)))
    throw forbidden("Staff cannot sign in as a super admin or as staff of another centre.");
  const refusal = accountRefusal(target, configOf(c.env));
  if (refusal !== null) throw fieldError("user_id", `This account cannot be signed in to (${refusal}).`, refusal);
  const issued = await issueToken(db, tenantId, target.id, Date.now());
  const session = c.var.authSession;
  if (session !== null) c.set("authSession", { ...session, rotate: false });
  const response = await sendManagedUser(c, actor, target, query);
  for (const [name, value] of Object.entries(credentialHeaders(issued, target.email ?? ""))) response.headers.set(name, value);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const signInAsUserRoutes = new Hono<AppEnv>().post("/", signInAsUser).all("/", methodNotAllowed(["POST"]));
