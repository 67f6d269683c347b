import { describe, expect, it } from "vitest";
// Plain JavaScript (the bench and the profiler script run it under node), typed by inference.
import { runningTime, sampleTimes } from "./profile-time.mjs";

const frame = (id: number, functionName: string) => ({ id, callFrame: { functionName } });
const nodes = [frame(1, "(root)"), frame(2, "render"), frame(3, "(idle)"), frame(4, "(program)")];

describe("a worker's running time from its CPU profile", () => {
  it("counts a sample after a wait as one sample's time, not the wait", () => {
    // Ten samples 200 µs apart, then one after the isolate waited 30 ms for another's work.
    const timeDeltas = [...Array(10).fill(200), 30_000];
    expect(sampleTimes(timeDeltas)).toEqual([...Array(10).fill(200), 400]);
    expect(runningTime({ nodes, samples: Array(11).fill(2), timeDeltas })).toBe(10 * 200 + 400);
  });

  it("caps at the sampler's period when most samples come after a wait", () => {
    // A worker that runs in short bursts: per request two samples 150 µs apart, then one after a
    // 1.5 ms wait and one after a 5 ms wait. The median delta is a wait; the lower quartile is not.
    const timeDeltas = Array.from({ length: 50 }, () => [150, 150, 1_500, 5_000]).flat();
    expect(new Set(sampleTimes(timeDeltas))).toEqual(new Set([150, 300]));
    expect(runningTime({ nodes, samples: Array(200).fill(2), timeDeltas })).toBe(50 * (150 + 150 + 300 + 300));
  });

  it("leaves out idle and (program) samples", () => {
    const profile = { nodes, samples: [2, 3, 4, 2], timeDeltas: [100, 100, 100, 100] };
    expect(runningTime(profile)).toBe(200);
  });

  it("is zero for a worker that ran nothing", () => {
    expect(runningTime({ nodes, samples: [], timeDeltas: [] })).toBe(0);
  });
});
