import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";

export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** Where the problem is: a JSON pointer into the request document, a query parameter or a header. */
export interface ErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

/** A JSON:API 1.0 error object as it goes on the wire (`status` is a string there). */
export interface ErrorObject {
  status: string;
  title: string;
  detail?: string;
  code?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

export interface ErrorInit {
  status: ErrorStatus;
  title: string;
  detail?: string;
  code?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

/**
 * The one error type that routes and middleware throw for anything the client did wrong.
 * The app's error handler renders it as a JSON:API error document with its status and headers.
 * Several error objects (e.g. one per invalid field) share the first one's HTTP status.
 */
export class JsonApiError extends Error {
  readonly status: ErrorStatus;
  readonly errors: ErrorObject[];
  readonly headers: Record<string, string>;

  constructor(init: ErrorInit | [ErrorInit, ...ErrorInit[]], headers: Record<string, string> = {}) {
    const inits = Array.isArray(init) ? init : [init];
    super(inits.map((e) => e.detail ?? e.title).join("; "));
    this.name = "JsonApiError";
    this.status = inits[0].status;
    this.errors = inits.map(toErrorObject);
    this.headers = headers;
  }
}

function toErrorObject({ status, title, detail, code, source, meta }: ErrorInit): ErrorObject {
  return {
    status: String(status),
    title,
    ...(detail !== undefined && { detail }),
    ...(code !== undefined && { code }),
    ...(source !== undefined && { source }),
    ...(meta !== undefined && { meta }),
  };
}

/** The top-level document for one or more errors. */
export function errorDocument(errors: ErrorObject[]) {
  return { jsonapi: { version: "1.0" }, errors };
}

export function badRequest(title: string, detail: string, source?: ErrorSource) {
  return new JsonApiError({ status: 400, title, detail, source });
}

export function notFound(detail: string, source?: ErrorSource) {
  return new JsonApiError({ status: 404, title: "Not found", detail, source });
}

export function forbidden(detail: string, pointer?: string) {
  return new JsonApiError({
    status: 403,
    title: "Forbidden",
    detail,
    code: "forbidden",
    ...(pointer !== undefined && { source: { pointer } }),
  });
}
