import type { Context, MiddlewareHandler, Next } from "hono";
import { configOf } from "../config";
import type { Role, User } from "../db/accounts-schema";
import type { AppEnv } from "../env";
import { JsonApiError } from "../jsonapi/errors";
import { accountRefusal } from "./account-state";
import { credentialHeaders, readCredentials } from "./credentials";
import { type AuthSession, type BesideSession, findSessionWithRoles, rotateToken } from "./token-store";
import { TOKEN_SUPERSEDED_HEADER } from "@contract/sessions";
import { perRequestMemo } from "@contract/isolate-cache";

/**
 * Sets `c.var.currentUser` from the access-token/client/uid headers (null without valid ones;
 * public endpoints ignore bad credentials, protected ones call requireUser), and the user's roles
 * as read in the same round trip (`c.var.sessionRoles`, which loadActor uses), and what the request
 * asks to read beside them (`besideOf`, below). After the handler, a token outside the batch window
 * is rotated and the new one sent in the response headers.
 */
export const authenticateWith = (besideOf?: (c: Context<AppEnv>) => Beside | undefined): MiddlewareHandler<AppEnv> =>
  async function authenticate(c, next) {
    const read = alreadyRead.peek(c.req.raw);
    if (read) return asRead(c, read, next);
    const credentials = readCredentials(c);
    const now = Date.now();
    const beside = credentials ? besideOf?.(c) : undefined;
    const found = credentials ? await findSessionWithRoles(c.var.db, c.var.tenantId, credentials, now, beside?.reads) : null;
    const session = found && accountRefusal(found.session.user, configOf(c.env)) === null ? found.session : null;
    c.set("authSession", session);
    c.set("currentUser", session?.user ?? null);
    if (session && found) {
      c.set("sessionRoles", { userId: session.user.id, roles: found.roles });
      if (beside) c.set("besideSession", { userId: session.user.id, answer: beside.answer(found.beside) });
    }
    await next();
    await afterHandler(c, session, now);
  };

export const authenticate = authenticateWith();

/**
 * A batch's session, as its own authenticate read it once for all of its calls
 * (resources/batch/routes.ts): each call is a Request the api made itself, so only the api can
 * put one here. The calls neither rotate the token nor say it was superseded: the batch does,
 * once, in its own answer's headers.
 */
export interface ReadSession {
  session: AuthSession | null;
  roles: Role[];
  /** The batch's reads beside its session, for the one call that asked them (current_user). */
  beside?: { userId: number; answer: unknown };
}

export const alreadyRead = perRequestMemo<Request, ReadSession>();

/** The session as its batch read it: the same variables authenticate sets, and no rotation. */
async function asRead(c: Context<AppEnv>, { session, roles, beside }: ReadSession, next: Next) {
  c.set("authSession", session && { ...session, rotate: false, previous: false });
  c.set("currentUser", session?.user ?? null);
  if (session) c.set("sessionRoles", { userId: session.user.id, roles });
  if (session && beside) c.set("besideSession", beside);
  await next();
}

/**
 * What a request asks to read beside its session, in the same D1 batch (token-store.ts
 * BesideSession): every signed-in page's layout asks GET /current_user for more than the user
 * (resources/current-user/beside-session.ts). `answer` turns the reads' rows into what the
 * route takes from `c.var.besideSession`, which holds them only for the session's user.
 */
export interface Beside {
  reads: BesideSession;
  answer: (rows: unknown[][]) => unknown;
}

async function afterHandler(c: Context<AppEnv>, session: AuthSession | null, now: number) {
  if (session?.previous) return superseded(c);
  // A handler that answers other credentials (sign_in_as_user) clears `rotate`: the caller's
  // token then stays as it is, since these response headers cannot carry its successor.
  if (!session?.rotate || c.var.authSession?.rotate === false) return;
  const issued = await rotateToken(c.var.db, c.var.tenantId, session, now);
  // uid is the e-mail the client presented; a handler that changed it answers the new one itself.
  if (issued) {
    c.res = new Response(c.res.body, c.res);
    const headers = credentialHeaders(issued, session.user.email ?? "");
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } else superseded(c); // a parallel request rotated it first
}

/**
 * Says the request's token is no longer the client's current one (contract/sessions), unless the
 * answer carries credentials of its own (a sign-in, sign_in_as_user): the client keeps those.
 */
function superseded(c: Context<AppEnv>) {
  if (c.res.headers.has("access-token")) return;
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(TOKEN_SUPERSEDED_HEADER, "true");
}

/** The signed-in user, or a 401 (the web client sends the visitor to sign-out on it). */
export function requireUser(c: Context<AppEnv>): User {
  const user = c.var.currentUser;
  if (user === null) {
    throw new JsonApiError({
      status: 401,
      title: "Unauthorized",
      detail: "You need to sign in or sign up before continuing.",
      code: "unauthenticated",
    });
  }
  return user;
}

/**
 * requireUser as a route's middleware: before the list's query middleware (jsonapi/list-query.ts),
 * so a signed-out caller hears 401 before any 400 about the query.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
