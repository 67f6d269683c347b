import { reportException } from "../error-reporting/report";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { authErrorBody, isAuthPath, sendAuthJson } from "../auth/envelope";
import { ConfigError } from "../config";
import { sendDocument } from "./document";
import { type ErrorObject, JsonApiError, errorDocument } from "./errors";
import { isStorageFailure } from "./storage-failure";

function send(c: Context, status: ContentfulStatusCode, errors: ErrorObject[], headers = {}) {
  // /auth/* speaks devise_token_auth's envelope; everything else is a JSON:API error document.
  if (isAuthPath(c.req.url)) return sendAuthJson(c, authErrorBody(errors), status, headers);
  return sendDocument(c, errorDocument(errors), status, headers);
}

// A ZodError that escapes a route came from validating client input (route code validates
// headers, parameters and bodies with zod), so it is the client's 400, one object per issue.
function fromZod(error: ZodError): ErrorObject[] {
  return error.issues.map((issue) => ({
    status: "400",
    title: "Invalid request",
    detail: issue.message,
    ...(issue.path.length > 0 && {
      source: { pointer: `/${issue.path.join("/")}` },
    }),
  }));
}

/** `app.onError`: client errors become their 4xx document; anything else a generic 500. */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof JsonApiError) return send(c, error.status, error.errors, error.headers);
  if (error instanceof ZodError) return send(c, 400, fromZod(error));
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return send(c, status, [{ status: String(status), title: "Request error", detail: error.message }]);
  }
  // A bad var is the operator's to fix: log and name it, it holds nothing secret.
  if (error instanceof ConfigError) {
    console.error("api:", error.message);
    return send(c, 500, [{ status: "500", title: "Configuration error", detail: error.message }]);
  }
  // The database is down or overloaded: a passing state, so 503 and a hint to retry, not a 500.
  if (isStorageFailure(error)) {
    console.error("api: storage unavailable", c.req.method, new URL(c.req.url).pathname, error);
    return send(
      c,
      503,
      [
        {
          status: "503",
          code: "unavailable",
          title: "Service unavailable",
          detail: "The service is temporarily unavailable; try again shortly.",
        },
      ],
      { "Retry-After": "30" },
    );
  }
  // Unknown failures are ours: log and report them for the operator, tell the client nothing internal.
  reportException(c, error);
  console.error("api: unhandled error", c.req.method, new URL(c.req.url).pathname, error);
  return send(c, 500, [
    {
      status: "500",
      title: "Internal server error",
      detail: "Something went wrong on our side.",
    },
  ]);
};

/** `app.notFound`: unknown paths answer a JSON:API 404 like every other error. */
export const handleNotFound: NotFoundHandler = (c) =>
  send(c, 404, [
    {
      status: "404",
      title: "Not found",
      detail: `No route for ${new URL(c.req.url).pathname}.`,
    },
  ]);

/** A handler for a known path that does not serve this method: 405 with an Allow header (RFC 9110). */
export function methodNotAllowed(allowed: readonly string[]) {
  const allow = [...new Set([...allowed, ...(allowed.includes("GET") ? ["HEAD"] : [])])].join(", ");
  return (c: Context): never => {
    throw new JsonApiError(
      {
        status: 405,
        title: "Method not allowed",
        detail: `${c.req.method} is not allowed here; allowed: ${allow}.`,
      },
      { Allow: allow },
    );
  };
}
