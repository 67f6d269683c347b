import { SELF, type env } from "cloudflare:test";
import { expect } from "vitest";
import { TENANT_A } from "./fixtures";
import { workerFetch } from "./worker-fetch";

export const JSON_API = "application/vnd.api+json";

export interface ApiRequest {
  /** X-Tenant; tenant A unless given, no header at all when null. */
  tenant?: string | null;
  method?: string;
  headers?: Record<string, string>;
  /** A JSON:API document as text, or raw bytes (an upload). */
  body?: string | Uint8Array<ArrayBuffer>;
  /**
   * Wait for the work the api does after answering (`afterAnswer`: reset and confirmation
   * mails) before resolving, so a test can read what it wrote. Calls the worker's fetch handler
   * directly (test/worker-fetch.ts); `SELF.fetch` resolves as soon as the answer is there.
   */
  settle?: boolean;
  /** The bindings the worker gets (a test's mail queue, test/mail-fixtures.ts); settles as above. */
  bindings?: typeof env;
}

/** A request to the api worker as the web client makes it (JSON:API Accept, X-Tenant). */
export function apiFetch(path: string, { tenant = TENANT_A, method = "GET", headers = {}, body, settle = false, bindings }: ApiRequest = {}) {
  const init = {
    method,
    body,
    headers: {
      Accept: JSON_API,
      ...(tenant !== null && { "X-Tenant": tenant }),
      ...headers,
    },
  };
  const url = `https://api.test${path}`;
  return settle || bindings ? workerFetch(url, init, bindings) : SELF.fetch(url, init);
}

/** A JSON:API document `{ data: { type, attributes } }` sent to `path` (signed out unless the request's headers say otherwise). */
export const sendDocument = (
  method: string,
  path: string,
  type: string,
  attributes: unknown,
  { headers = {}, ...request }: Omit<ApiRequest, "method" | "body"> = {},
) =>
  apiFetch(path, {
    ...request,
    method,
    headers: { "Content-Type": JSON_API, ...headers },
    body: JSON.stringify({ data: { type, attributes } }),
  });

/** sendDocument's POST, the most common write. */
export const postDocument = (path: string, type: string, attributes: unknown, request: Omit<ApiRequest, "method" | "body"> = {}) =>
  sendDocument("POST", path, type, attributes, request);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary documents
export type Doc = any;

/** Asserts status and the JSON:API media type, and returns the parsed document. */
export async function expectDocument(response: Response, status: number): Promise<Doc> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  expect(response.headers.get("content-type")).toBe(JSON_API);
  const document = JSON.parse(body);
  // Every create, in every resource's tests: a 201 says where the new resource lives (issue 17).
  if (status === 201) expect(response.headers.get("Location") ?? "", "Location of a 201").toMatch(/^https?:\/\/[^/]+\/api\/v1\/\S+$/);
  return document;
}

/** Asserts a JSON:API error document with one error of this status, and returns that error. */
export async function expectError(response: Response, status: number): Promise<Doc> {
  const document = await expectDocument(response, status);
  expect(document.data).toBeUndefined();
  expect(document.errors).toHaveLength(1);
  const [error] = document.errors;
  expect(error.status).toBe(String(status));
  expect(typeof error.title).toBe("string");
  expect(typeof error.detail).toBe("string");
  return error;
}

/**
 * The data.id a PATCH document must carry (JSON:API; the api refuses one without it): the id
 * its path names, the last segment before any query. Other methods name none.
 */
export const patchId = (method: string, path: string) => (method === "PATCH" ? { id: decodeURIComponent(path.split("?")[0]!.split("/").pop()!) } : {});
