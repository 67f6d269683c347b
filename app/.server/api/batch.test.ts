import { BATCH_MAX_CALLS, BATCH_PATH, type BatchAnswer } from "@contract/batch";
import { D1_BOOKMARK_HEADER } from "@contract/replication";
import { describe, expect, it } from "vitest";
import { batchingTransport } from "./batch";
import { ApiClient, JSON_API, type Transport } from "./client";
import { ApiError } from "./errors";

const credentials = { accessToken: "t1", client: "browser-1", uid: "ann@example.org", expiry: 100 };
const BOOKMARK = (n: number) => `0000000${n}-00000000-00000000-${"0".repeat(32)}`;

// What the api answers each path with (the tests' stand-in for the api's own routes).
function answerOf(path: string): BatchAnswer {
  if (path.startsWith("/api/v1/missing"))
    return { status: 404, headers: { "content-type": JSON_API }, body: JSON.stringify({ errors: [{ status: "404", title: "Not Found" }] }) };
  const id = path.split("/")[3].split("?")[0];
  return {
    status: 200,
    headers: { "content-type": JSON_API, [D1_BOOKMARK_HEADER.toLowerCase()]: BOOKMARK(1) },
    body: JSON.stringify({ data: { type: "things", id, attributes: { path } } }),
  };
}

/**
 * The api's transport as the web sees it: every request recorded; a batch answered call by call
 * (`batch` says how: its status and headers), any other call on its own.
 */
function fakeApi(batch: { status?: number; headers?: Record<string, string> } = {}) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const url = new URL(request.url);
    if (url.pathname !== BATCH_PATH) {
      const answer = answerOf(url.pathname + url.search);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }
    if (batch.status && batch.status !== 200)
      return new Response(JSON.stringify({ errors: [{ status: String(batch.status) }] }), { status: batch.status, headers: batch.headers });
    const answers = url.searchParams.getAll("call").map(answerOf);
    return new Response(JSON.stringify({ meta: { answers } }), { headers: { "content-type": JSON_API, ...batch.headers } });
  };
  return { requests, transport };
}

const clientOver = (transport: Transport, options: { credentials?: typeof credentials | null; volunteerCenterId?: string } = {}) =>
  new ApiClient({
    transport: batchingTransport(transport),
    baseUrl: "https://api.internal",
    tenant: "oldebroek",
    appContext: "main",
    volunteerCenterId: options.volunteerCenterId ?? "2",
    credentials: options.credentials === undefined ? credentials : options.credentials,
  });

const pathsOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname === BATCH_PATH ? url.searchParams.getAll("call") : [url.pathname + url.search];
};

describe("batchingTransport", () => {
  it("sends the reads started together as one batch, and hands each its own answer", async () => {
    const api = fakeApi();
    const client = clientOver(api.transport);
    const [a, b, c] = await Promise.all([client.get("/api/v1/a"), client.get("/api/v1/b", { include: ["x"] }), client.get("/api/v1/c")]);
    expect(api.requests).toHaveLength(1);
    expect(pathsOf(api.requests[0])).toEqual(["/api/v1/a", "/api/v1/b?include=x", "/api/v1/c"]);
    expect(api.requests[0].headers.get("access-token")).toBe("t1");
    expect([a.data, b.data, c.data]).toEqual([
      { type: "things", id: "a", path: "/api/v1/a" },
      { type: "things", id: "b", path: "/api/v1/b?include=x" },
      { type: "things", id: "c", path: "/api/v1/c" },
    ]);
  });

  it("sends a lone read, a write and a read of other headers as they are", async () => {
    const api = fakeApi();
    const client = clientOver(api.transport);
    await client.get("/api/v1/alone");
    await Promise.all([client.get("/api/v1/a"), client.write("POST", "/api/v1/things", "things", {}), client.anonymous().get("/api/v1/b")]);
    expect(api.requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ["GET", "/api/v1/alone"],
      ["POST", "/api/v1/things"],
      ["GET", "/api/v1/a"],
      ["GET", "/api/v1/b"],
    ]);
  });

  it("sends a full batch at once, the rest in the next", async () => {
    const api = fakeApi();
    const client = clientOver(api.transport);
    await Promise.all(Array.from({ length: BATCH_MAX_CALLS + 2 }, (_, i) => client.get(`/api/v1/n${i}`)));
    expect(api.requests.map((request) => pathsOf(request).length)).toEqual([BATCH_MAX_CALLS, 2]);
  });

  it("throws each call's own error, and keeps the session's rotated credentials and the newest bookmark", async () => {
    const rotated = { "access-token": "t2", client: "browser-1", uid: "ann@example.org", expiry: "200", [D1_BOOKMARK_HEADER]: BOOKMARK(2) };
    const api = fakeApi({ headers: rotated });
    const bookmark = { value: null as string | null };
    const client = new ApiClient({
      transport: batchingTransport(api.transport),
      baseUrl: "https://api.internal",
      tenant: "oldebroek",
      appContext: "main",
      volunteerCenterId: "2",
      credentials,
      bookmark,
    });
    const [found, missing] = await Promise.allSettled([client.get("/api/v1/a"), client.get("/api/v1/missing")]);
    expect(found.status).toBe("fulfilled");
    expect(missing.status === "rejected" && missing.reason).toBeInstanceOf(ApiError);
    expect(missing.status === "rejected" && (missing.reason as ApiError).status).toBe(404);
    expect(client.credentials?.accessToken).toBe("t2");
    expect(bookmark.value).toBe(BOOKMARK(2));
  });

  it("sends each call on its own when the api has no batches (a release behind)", async () => {
    const api = fakeApi({ status: 404 });
    const client = clientOver(api.transport);
    const answers = await Promise.all([client.get("/api/v1/a"), client.get("/api/v1/b")]);
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual([BATCH_PATH, "/api/v1/a", "/api/v1/b"]);
    expect(answers.map((answer) => (answer.data as { id: string }).id)).toEqual(["a", "b"]);
  });

  it("sends the calls on their own with the token an api without batches rotated in its answer, and keeps it", async () => {
    const api = fakeApi({ status: 404, headers: { "access-token": "t2", client: "browser-1", uid: "ann@example.org", expiry: "200" } });
    const client = clientOver(api.transport);
    await Promise.all([client.get("/api/v1/a"), client.get("/api/v1/b")]);
    expect(api.requests.map((request) => [new URL(request.url).pathname, request.headers.get("access-token")])).toEqual([
      [BATCH_PATH, "t1"],
      ["/api/v1/a", "t2"],
      ["/api/v1/b", "t2"],
    ]);
    expect(client.credentials?.accessToken).toBe("t2");
  });

  it("makes every call of a batch the api could not answer (503) unavailable", async () => {
    const api = fakeApi({ status: 503 });
    const client = clientOver(api.transport);
    const results = await Promise.allSettled([client.get("/api/v1/a"), client.get("/api/v1/b")]);
    expect(results.map((result) => result.status === "rejected" && (result.reason as Response).status)).toEqual([503, 503]);
    expect(api.requests).toHaveLength(1);
  });

  it("makes every call unavailable when the batch cannot be sent", async () => {
    const transport: Transport = async () => {
      throw new Error("connection refused");
    };
    const client = clientOver(transport);
    const original = console.error;
    console.error = () => {};
    try {
      const results = await Promise.allSettled([client.get("/api/v1/a"), client.get("/api/v1/b")]);
      expect(results.map((result) => result.status === "rejected" && (result.reason as Response).status)).toEqual([503, 503]);
    } finally {
      console.error = original;
    }
  });
});
