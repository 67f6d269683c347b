import { BATCH_CALL_PARAMETER, BATCH_MAX_CALLS, BATCH_PATH, type BatchAnswer, type BatchDocument } from "@contract/batch";
import { D1_BOOKMARK_HEADER, newerBookmark } from "@contract/replication";
import { TOKEN_SUPERSEDED_HEADER } from "@contract/sessions";
import type { Transport } from "./client";

const JSON_API = "application/vnd.api+json";

// What the batch's own answer says for all its calls: the session's rotated credentials, or that
// its token was superseded (the api rotates once per batch, api/src/auth/authenticate.ts).
const SESSION_HEADERS = ["access-token", "token-type", "client", "expiry", "uid", TOKEN_SUPERSEDED_HEADER];
// The headers a call presents its session with, as the api rotates them.
const CREDENTIALS = ["access-token", "client", "uid"];

interface Waiting {
  request: Request;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

// Reads only, of JSON:API documents (not files, not /auth), never a batch itself.
function batchable(request: Request): boolean {
  if (request.method !== "GET" || request.headers.get("Accept") !== JSON_API) return false;
  const { pathname } = new URL(request.url);
  return pathname.startsWith("/api/v1/") && pathname.replace(/\/+$/, "") !== BATCH_PATH;
}

// Calls share a batch when everything but their path is the same: origin and every header (the
// tenant, centre, credentials, bookmark, visitor's address).
const keyOf = (request: Request) => `${new URL(request.url).origin}\n${[...request.headers].join("\n")}`;

/**
 * The transport, with the reads that a request's loaders start together sent as one
 * GET /api/v1/batch (contract/batch, docs/decisions/0021-batched-reads.md): deployed, each call is
 * a service-binding hop and a session check in the api, and a signed-in page's three to five reads
 * were as many of each. Reads started before the next turn of the event loop (a timer of 0 ms:
 * every loader has then started what it can without waiting) go together; a lone read goes as it
 * is. Each caller gets the Response its call would have had on its own, so the client
 * (./client.ts) reads statuses, errors and credentials as before.
 */
export function batchingTransport(transport: Transport): Transport {
  const groups = new Map<string, Waiting[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const waiting = [...groups.values()];
    groups.clear();
    for (const group of waiting) void sendGroup(transport, group);
  };
  return (request) => {
    if (!batchable(request)) return transport(request);
    return new Promise<Response>((resolve, reject) => {
      const key = keyOf(request);
      const group = groups.get(key) ?? [];
      group.push({ request, resolve, reject });
      groups.set(key, group);
      if (group.length === BATCH_MAX_CALLS) {
        groups.delete(key);
        void sendGroup(transport, group);
      } else timer ??= setTimeout(flush, 0);
    });
  };
}

async function sendGroup(transport: Transport, group: Waiting[]): Promise<void> {
  if (group.length === 1) return settle(group[0], () => transport(group[0].request));
  const first = group[0].request;
  const url = new URL(BATCH_PATH, first.url);
  for (const { request } of group) {
    const { pathname, search } = new URL(request.url);
    url.searchParams.append(BATCH_CALL_PARAMETER, pathname + search);
  }
  let batch: Response;
  try {
    batch = await transport(new Request(url, { headers: first.headers }));
  } catch (error) {
    for (const waiting of group) waiting.reject(error);
    return;
  }
  const answers = batch.status === 200 ? await answersOf(batch, group.length) : null;
  if (answers) {
    group.forEach((waiting, i) => waiting.resolve(responseOf(answers[i], batch.headers)));
  } else if (batch.status === 503) {
    // The api or its D1 is down (or the tenant suspended): every call would have heard the same.
    const body = await batch.text();
    for (const waiting of group) waiting.resolve(new Response(body, { status: 503, headers: batch.headers }));
  } else {
    // An api without batches (a release behind the web's), or one that refused this one: each
    // call on its own, as before batches, so the caller hears its own answer. Such an api still
    // authenticated the batch and may have rotated its token in that answer: the calls then go
    // with the new token, and hand it on, or the visitor's session would keep the old one.
    const issued = CREDENTIALS.every((name) => batch.headers.has(name));
    for (const waiting of group)
      void settle(waiting, async () => {
        if (!issued) return transport(waiting.request);
        const headers = new Headers(waiting.request.headers);
        for (const name of CREDENTIALS) headers.set(name, batch.headers.get(name)!);
        const answer = await transport(new Request(waiting.request.url, { headers }));
        return new Response(answer.body, { status: answer.status, headers: withBatchSession(new Headers(answer.headers), batch.headers) });
      });
  }
}

/** A call's answer's headers with the batch's session headers, unless the call rotated the token itself. */
function withBatchSession(headers: Headers, batchHeaders: Headers): Headers {
  if (headers.has("access-token")) return headers;
  for (const name of SESSION_HEADERS) {
    const value = batchHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

async function settle(waiting: Waiting, send: () => Promise<Response>): Promise<void> {
  try {
    waiting.resolve(await send());
  } catch (error) {
    waiting.reject(error);
  }
}

async function answersOf(batch: Response, count: number): Promise<BatchAnswer[] | null> {
  const document = (await batch.json().catch(() => null)) as Partial<BatchDocument> | null;
  const answers = document?.meta?.answers;
  return Array.isArray(answers) && answers.length === count ? answers : null;
}

/** One call's answer as its own Response, with the session's headers of the batch. */
function responseOf(answer: BatchAnswer, batchHeaders: Headers): Response {
  const headers = withBatchSession(new Headers(answer.headers), batchHeaders);
  // The batch's session may have written (a rotated token) after its calls read.
  const bookmark = newerBookmark(headers.get(D1_BOOKMARK_HEADER), batchHeaders.get(D1_BOOKMARK_HEADER));
  if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
  const empty = answer.status === 204 || answer.status === 304 || answer.body === "";
  return new Response(empty ? null : answer.body, { status: answer.status, headers });
}
