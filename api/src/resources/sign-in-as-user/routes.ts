import { Hono } from "hono";
import { accountRefusal } from "../../auth/account-state";
import { credentialHeaders } from "../../auth/credentials";
import { issueToken } from "../../auth/token-store";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { loadUserManager } from "../users/access";
import { managedUserDocument } from "../users/document";
import { USER_TYPES, managedUserQuery } from "../users/schema";
import { signInTarget } from "./access";
import { signInAsAttributes } from "./schema";

export const SIGN_IN_AS_USER_PATH = "/api/v1/sign_in_as_user";

const targetQuery = showQuery(managedUserQuery);
const manager = guard(loadUserManager);
const targetDocument = writeDocument(USER_TYPES, signInAsAttributes, { withId: true });

export const signInAsUserRoutes = new Hono<AppEnv>()
  // A new session (client) for another user, in devise_token_auth's headers, with the user as a
  // JSON:API document. The caller's own token is not rotated by this request, so the web keeps
  // it to switch back.
  .post("/", targetQuery, manager, targetDocument, async (c) => {
    const actor = manager.of(c);
    const input = c.req.valid("json");
    const id = input.attributes.user_id ?? input.id;
    if (id === undefined) throw fieldError("user_id", "User id can't be blank.", "blank");
    const target = await signInTarget(c, actor, String(id));
    const refusal = accountRefusal(target, configOf(c.env));
    if (refusal !== null) throw fieldError("user_id", `This account cannot be signed in to (${refusal}).`, refusal);
    const issued = await issueToken(c.var.db, c.var.tenantId, target.id, Date.now());
    const session = c.var.authSession;
    if (session !== null) c.set("authSession", { ...session, rotate: false });
    const response = sendDocument(c, await managedUserDocument(c, actor, target, c.req.valid("query")));
    for (const [name, value] of Object.entries(credentialHeaders(issued, target.email ?? ""))) response.headers.set(name, value);
    response.headers.set("Cache-Control", "no-store");
    return response;
  })
  .all("/", methodNotAllowed(["POST"]));
