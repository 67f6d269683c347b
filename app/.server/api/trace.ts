import { CONTENT_VERSION_RAISED_HEADER } from "@contract/content-versions";
import type { Transport } from "./client";

// What a request cost in api calls (issue 29: the uncached pages' budget is mostly their api
// calls). Outside production the web worker answers it in Server-Timing, so `npm run bench`
// and a developer's network panel see how many calls a page made and which.

export interface ApiCall {
  method: string;
  path: string;
  ms: number;
  /** The D1 statements the api ran for it (its `X-D1-Statements`, outside production); null: not said. */
  statements: number | null;
  /**
   * The call wrote and raised the tenant's content version: the new versions the api handed with
   * its answer (its CONTENT_VERSION_RAISED_HEADER, page-versions.ts reads it); null: it raised none.
   */
  raised: string | null;
}

/** The calls of one request, in the order they were answered. */
export interface ApiTrace {
  calls: ApiCall[];
}

/** The transport, recording every call it carries into `trace`. */
export function tracedTransport(transport: Transport, trace: ApiTrace): Transport {
  return async (request) => {
    const start = performance.now();
    let response: Response | undefined;
    try {
      response = await transport(request);
      return response;
    } finally {
      const url = new URL(request.url);
      const statements = response?.headers.get("X-D1-Statements");
      trace.calls.push({
        method: request.method,
        path: url.pathname + url.search,
        ms: performance.now() - start,
        statements: statements ? Number(statements) : null,
        raised: response?.headers.get(CONTENT_VERSION_RAISED_HEADER) ?? null,
      });
    }
  };
}

/**
 * The trace as a Server-Timing value: the calls' count, the D1 statements they ran (when the api
 * said) and their summed time, then each call (its method and path, quotes and backslashes
 * dropped so the header stays well formed, and its statements).
 */
export function serverTiming(trace: ApiTrace): string {
  const total = trace.calls.reduce((sum, call) => sum + call.ms, 0);
  const said = trace.calls.filter((call) => call.statements !== null);
  const statements = said.length === trace.calls.length ? `, ${said.reduce((sum, call) => sum + (call.statements ?? 0), 0)} statements` : "";
  const each = trace.calls.map((call, i) => {
    const ran = call.statements === null ? "" : ` (${call.statements} statements)`;
    return `api${i + 1};dur=${call.ms.toFixed(1)};desc="${`${call.method} ${call.path}`.replace(/["\\]/g, "")}${ran}"`;
  });
  return [`api;dur=${total.toFixed(1)};desc="${trace.calls.length} calls${statements}"`, ...each].join(", ");
}
