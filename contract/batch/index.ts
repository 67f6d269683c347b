// GET /api/v1/batch (docs/decisions/0021-batched-reads.md): several reads of one caller in one
// round trip. Each `call` is the path and query of a GET the caller could make on its own, with the
// same headers; the answer holds each call's own answer, in order, as that call would have had it.
// The web worker's loaders send the reads they start together this way (app/.server/api/batch.ts):
// one service-binding hop and one session check instead of one of each per read.

export const BATCH_PATH = "/api/v1/batch";

/** The query parameter, once per call: `?call=%2Fapi%2Fv1%2Fcurrent_user&call=…`. */
export const BATCH_CALL_PARAMETER = "call";

/** At most this many calls in one batch (a page's loaders start up to six reads together). */
export const BATCH_MAX_CALLS = 8;

/** One call's answer: its status, its headers (lower-case names) and its body as sent. */
export interface BatchAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The batch's document: JSON:API's meta-only top level. */
export interface BatchDocument {
  meta: { answers: BatchAnswer[] };
}
