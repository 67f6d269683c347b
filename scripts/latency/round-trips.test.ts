import { describe, expect, it } from "vitest";
// Plain JavaScript (workerd runs it beside a bundle; scripts/start.mjs the parser), typed by inference.
import { newTrips, requestTrips, roundTrip } from "./round-trips.js";
import { parseLatency } from "./modules.mjs";

type Trips = { api: number; d1: number; calls: string[]; path: { api: number; d1: number; calls: string[] } };
const apiCall =
  (d1: number, onPath = d1) =>
  () => ({ api: 1, d1, path: { api: 1, d1: onPath } });
const trip = (cost: () => unknown, delayMs = 5, label?: string) => roundTrip(delayMs, () => Promise.resolve(null), cost, label) as Promise<null>;
const inRequest = async (work: () => Promise<unknown>): Promise<Trips> => {
  const trips = newTrips() as Trips;
  await requestTrips.run(trips, work);
  return trips;
};

// What the budget test and the bench read: calls begun together are one step of the critical
// path, calls that wait on each other add up (docs/performance.md, "Latency mode").
describe("round trips on the critical path", () => {
  it("counts calls begun together as one step", async () => {
    const trips = await inRequest(() => Promise.all([trip(apiCall(1)), trip(apiCall(2, 1)), trip(apiCall(1))]));
    expect(trips).toEqual({ api: 3, d1: 4, calls: [], path: { api: 1, d1: 1, calls: [] } });
  });

  it("adds up calls that wait on each other, with the D1 round trips each made on its own path", async () => {
    const trips = await inRequest(async () => {
      await trip(apiCall(1), 5, "GET /me");
      await Promise.all([trip(apiCall(3, 2), 5, "GET /list"), trip(apiCall(1), 5, "GET /tags")]);
      await trip(apiCall(1), 5, "GET /count");
    });
    expect(trips.path).toEqual({ api: 3, d1: 4, calls: ["GET /me (D1 1)", "GET /list (D1 2)", "GET /count (D1 1)"] });
    // Every call, as they ended: the tags' beside the list's is off the path but not out of the count.
    expect([...trips.calls].sort()).toEqual(["GET /count (D1 1)", "GET /list (D1 2)", "GET /me (D1 1)", "GET /tags (D1 1)"]);
    expect(trips).toMatchObject({ api: 4, d1: 6 });
  });

  it("waits for real, so calls begun together overlap", async () => {
    const started = performance.now();
    await inRequest(() => Promise.all(Array.from({ length: 5 }, () => trip(apiCall(1), 40))));
    expect(performance.now() - started).toBeLessThan(150);
  });
});

describe("--latency", () => {
  it("reads the delays and refuses what it does not know", () => {
    expect(parseLatency("d1=30,api=3")).toEqual({ d1: 30, api: 3 });
    expect(parseLatency("d1=30")).toEqual({ d1: 30, api: 0 });
    expect(() => parseLatency("db=30")).toThrow(/d1=<ms>/);
    expect(() => parseLatency("true")).toThrow(/d1=<ms>/);
  });
});
