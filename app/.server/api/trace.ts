import type { Transport } from "./client";

// What a request cost in api calls (issue 29: the uncached pages' budget is mostly their api
// calls). Outside production the web worker answers it in Server-Timing, so `npm run bench`
// and a developer's network panel see how many calls a page made and which.

export interface ApiCall {
  method: string;
  path: string;
  ms: number;
}

/** The calls of one request, in the order they were answered. */
export interface ApiTrace {
  calls: ApiCall[];
}

/** The transport, recording every call it carries into `trace`. */
export function tracedTransport(transport: Transport, trace: ApiTrace): Transport {
  return async (request) => {
    const start = performance.now();
    try {
      return await transport(request);
    } finally {
      const url = new URL(request.url);
      trace.calls.push({ method: request.method, path: url.pathname + url.search, ms: performance.now() - start });
    }
  };
}

/**
 * The trace as a Server-Timing value: the calls' count and summed time, then each call (its
 * method and path, quotes and backslashes dropped so the header stays well formed).
 */
export function serverTiming(trace: ApiTrace): string {
  const total = trace.calls.reduce((sum, call) => sum + call.ms, 0);
  const each = trace.calls.map((call, i) => `api${i + 1};dur=${call.ms.toFixed(1)};desc="${`${call.method} ${call.path}`.replace(/["\\]/g, "")}"`);
  return [`api;dur=${total.toFixed(1)};desc="${trace.calls.length} calls"`, ...each].join(", ");
}
