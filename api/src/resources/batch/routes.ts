import { BATCH_CALL_PARAMETER, BATCH_MAX_CALLS, BATCH_PATH, type BatchAnswer, type BatchDocument } from "@contract/batch";
import { type Context, Hono } from "hono";
import { alreadyRead, type Beside } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { badRequest } from "../../jsonapi/errors";
import { CURRENT_USER_PATH, besideIncludes } from "../current-user/beside-session";

export { BATCH_PATH };

/** How a call is answered: the api's own app, as if the call had come on its own. */
export type Dispatch = (request: Request, env: AppEnv["Bindings"], ctx: Context<AppEnv>["executionCtx"] | undefined) => Response | Promise<Response>;

const API_PREFIX = "/api/v1/";
const trimmed = (path: string) => path.replace(/\/+$/, "");
const invalid = (detail: string) => badRequest("Invalid batch", detail, { parameter: BATCH_CALL_PARAMETER });

/**
 * The batch's calls, each a URL on the batch's own origin: 400 for any other parameter, for none
 * or more than BATCH_MAX_CALLS calls, and for a call that is not a path of this api (another
 * origin, /auth, a path that leaves /api/v1 through dots) or is a batch itself.
 */
function readCalls(requestUrl: string): URL[] {
  const url = new URL(requestUrl);
  for (const name of url.searchParams.keys())
    if (name !== BATCH_CALL_PARAMETER) throw badRequest("Invalid query parameter", `${name} is not a parameter of a batch.`, { parameter: name });
  const calls = url.searchParams.getAll(BATCH_CALL_PARAMETER);
  if (calls.length === 0 || calls.length > BATCH_MAX_CALLS) throw invalid(`A batch has 1 to ${BATCH_MAX_CALLS} calls.`);
  return calls.map((call) => {
    const target = call.startsWith(API_PREFIX) ? new URL(call, url.origin) : null;
    if (target === null || target.origin !== url.origin || !target.pathname.startsWith(API_PREFIX) || target.hash !== "")
      throw invalid(`Each call is a path of this api that starts with ${API_PREFIX}: ${call}`);
    // Hono routes on the path as decodeURI reads it (`/api/v1/%62atch` is the batch's route).
    const routed = routedPath(target.pathname);
    if (routed === null) throw invalid(`A call's path has a malformed escape: ${call}`);
    if (trimmed(routed) === BATCH_PATH) throw invalid("A batch cannot hold a batch.");
    return target;
  });
}

function routedPath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

// The one call that gets the reads beside the session: the first GET /current_user.
const currentUserCall = (calls: URL[]) => calls.findIndex((call) => trimmed(routedPath(call.pathname) ?? "") === CURRENT_USER_PATH);

/**
 * What a batch reads beside its session: what its first GET /current_user includes (as
 * current-user/beside-session.ts reads for that call alone), so the layout's call costs the batch
 * no second D1 round trip. Nothing for a malformed batch, which the route refuses.
 */
export function besideBatch(c: Context<AppEnv>): Beside | undefined {
  if (c.req.method !== "GET" || trimmed(c.req.path) !== BATCH_PATH) return undefined;
  let calls: URL[];
  try {
    calls = readCalls(c.req.url);
  } catch {
    return undefined;
  }
  const at = currentUserCall(calls);
  return at < 0 ? undefined : besideIncludes(calls[at].searchParams.get("include") ?? undefined);
}

function executionContextOf(c: Context<AppEnv>): Context<AppEnv>["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // hono's test requests carry none
  }
}

/**
 * GET /api/v1/batch?call=…&call=… (contract/batch, docs/decisions/0021-batched-reads.md): every
 * call answered by the api itself, side by side, each as it would be on its own (its tenant,
 * content negotiation, authorization, errors), with the batch's headers and the session the
 * batch's authenticate read once (auth/authenticate.ts alreadyRead). A call is only ever a GET:
 * nothing a batch does writes, and the batch is a read for the content version too.
 */
export const batchRoutes = (dispatch: Dispatch) =>
  new Hono<AppEnv>()
    .get("/", async (c) => {
      const calls = readCalls(c.req.url);
      const session = c.var.authSession;
      const roles = c.var.sessionRoles?.roles ?? [];
      const besideAt = session && c.var.besideSession ? currentUserCall(calls) : -1;
      const ctx = executionContextOf(c);
      const answers = await Promise.all(
        calls.map(async (call, i): Promise<BatchAnswer> => {
          const request = new Request(call, { headers: c.req.raw.headers });
          alreadyRead.set(request, { session, roles, beside: i === besideAt ? c.var.besideSession : undefined });
          const response = await dispatch(request, c.env, ctx);
          return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
        }),
      );
      const document: BatchDocument = { meta: { answers } };
      return sendDocument(c, document, 200, { "Cache-Control": "no-store" });
    })
    .all("/", methodNotAllowed(["GET"]));
