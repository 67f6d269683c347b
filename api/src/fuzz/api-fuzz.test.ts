import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { credentialsOf } from "../../test/auth";
import { expectClientError } from "../../test/fuzz/answers";
import { methodsByPath } from "../../test/fuzz/inventory";
import { type FuzzRequest, badRequests } from "../../test/fuzz/requests";
import { type Actor, ROUTE_TABLE } from "../../test/fuzz/route-table";
import { as } from "../../test/organization-fixtures";
import { dbOf } from "../../test/tenant-database";
import { TENANT_B, seedVacancies } from "../../test/vacancy-fixtures";
import { workerFetch } from "../../test/worker-fetch";

// Issue 8, "Bad input": property-based requests against every route (docs/testing.md). The seed
// is fixed per run (FUZZ_SEED, else the UTC date) and logged, so a failure can be replayed.
declare const __FUZZ_SEED__: number;
declare const __FUZZ_RUNS__: number;
const SEED = __FUZZ_SEED__;
const RUNS = __FUZZ_RUNS__;

const sent = new Map<string, number>();
// Milliseconds per route, logged so a slow route (or a slowdown across routes) shows.
const took = new Map<string, number>();
const credentials = new Map<Actor, Record<string, string>>();

async function headersOf(actor: Actor) {
  if (actor === "anonymous") return {};
  if (!credentials.has(actor)) credentials.set(actor, (await as(actor)).headers);
  return credentials.get(actor)!;
}

async function send(request: FuzzRequest, counter: string) {
  sent.set(counter, (sent.get(counter) ?? 0) + 1);
  const url = new URL(`https://api.test${request.path}`);
  for (const [key, value] of request.query) url.searchParams.append(key, value);
  const response = await workerFetch(url, {
    method: request.method,
    body: request.body,
    headers: { ...(await headersOf(request.actor)), ...request.headers },
  });
  // Like a real client, follow token rotation so later requests stay signed in.
  const rotated = credentialsOf(response);
  if (rotated && request.actor !== "anonymous") credentials.set(request.actor, rotated);
  return response;
}

/** A per-route seed, so one route's runs replay without running the others. */
function seedFor(route: string) {
  let hash = SEED;
  for (const ch of route) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

async function seed() {
  await seedVacancies(env.DB);
  await env.DB.prepare(
    "INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (601, 'tenant-a', 11, 'Sport'), (602, 'tenant-a', 11, 'Zorg')",
  ).run();
  // Tenant B's tag in its own database (test/tenant-database.ts).
  await dbOf(TENANT_B).prepare("INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (611, 'tenant-b', 21, 'Sport')").run();
  credentials.clear();
}

// Seeded once: bad requests change nothing but tokens and rate-limit counters.
beforeAll(async () => {
  await seed();
  console.log(`API fuzz: seed ${SEED}, ${RUNS} requests per route (replay: FUZZ_SEED=${SEED})`);
});

afterAll(() => {
  const total = [...sent.values()].reduce((a, b) => a + b, 0);
  const lines = [...sent].map(([route, n]) => `  ${String(n).padStart(6)}  ${String(took.get(route) ?? "").padStart(6)} ms  ${route}`);
  console.log(`API fuzz: ${total} requests\n${lines.join("\n")}`);
});

describe("every API route answers bad input with a 4xx JSON:API error", () => {
  for (const [route, fuzz] of Object.entries(ROUTE_TABLE)) {
    const [method, path] = route.split(" ");
    it(
      route,
      async () => {
        const t0 = Date.now();
        await fc.assert(
          fc.asyncProperty(badRequests(method, path, fuzz), async (request) => {
            await expectClientError(request, await send(request, route));
          }),
          { seed: seedFor(route), numRuns: RUNS, endOnFailure: true },
        );
        took.set(route, Date.now() - t0);
      },
      120_000,
    );
  }

  it("other methods on every path: 405 (or another 4xx)", async () => {
    const byPath = [...methodsByPath()];
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
    const wrong = fc
      .constantFrom(...byPath)
      .chain(([path, allowed]) =>
        fc.tuple(fc.constant(path), fc.constantFrom(...methods.filter((m) => !allowed.includes(m) && !(m === "GET" && allowed.includes("HEAD"))))),
      )
      .filter(([, method]) => method !== undefined);
    await fc.assert(
      fc.asyncProperty(wrong, fc.constantFrom("101", "601", "abc"), async ([path, method], id) => {
        const request: FuzzRequest = {
          defect: `method ${method}`,
          actor: "superAdmin",
          method,
          path: path.replace(/:\w+/, id),
          query: [],
          headers: {
            Accept: "application/vnd.api+json",
            "X-Tenant": "tenant-a",
          },
        };
        await expectClientError(request, await send(request, "405 other methods"));
      }),
      { seed: seedFor("405"), numRuns: RUNS * 2, endOnFailure: true },
    );
  }, 120_000);
});
