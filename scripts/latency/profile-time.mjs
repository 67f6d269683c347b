// The time a worker's CPU profile stands for, sample by sample (docs/performance.md "CPU").
//
// Locally both workers and the local D1 share workerd's one thread. A worker's profiler records
// samples only while its isolate runs, and a sample's `timeDeltas` entry is the wall time since
// the one before: the first sample after the isolate waited (on an api call, on D1, on the other
// worker's render) carries the whole wait. Summed as they are, the deltas counted the other
// isolates' time as this worker's: the two workers' "JavaScript" added up to more than workerd's
// whole CPU per request on every page with an api call (/profiel: 21.5 + 21.1 ms against 19.5 ms
// in the run of 2026-11-29), and /login's web worker alone to more than the process. A sample
// stands for at most twice the sampler's real period instead (about 150–225 µs when asked for
// 100 µs on this machine), so a wait counts as one sample's time. The period is the deltas' lower
// quartile: until session 74 it was their median, which is a wait as soon as half the samples come
// after one. That happened to a worker that runs in short bursts (an api call of one D1 round
// trip: a few samples a request, two waits), and its figure flipped from 0.7 ms to 3–4.7 ms a
// request from one profile to the next, more than workerd's whole CPU for the page.

/** The profile's own time of these is not the worker's JavaScript. */
export const NOT_RUNNING = new Set(["(idle)", "(program)"]);

/** The µs each sample stands for: its delta, capped at twice the deltas' lower quartile. */
export function sampleTimes(timeDeltas) {
  const sorted = [...timeDeltas].sort((a, b) => a - b);
  const cap = 2 * (sorted[sorted.length >> 2] ?? 0);
  return timeDeltas.map((delta) => Math.min(delta, cap));
}

/** The µs in which the profiled worker ran code (not idle, not "(program)"). */
export function runningTime({ nodes, samples, timeDeltas }) {
  const names = new Map(nodes.map((node) => [node.id, node.callFrame.functionName]));
  const times = sampleTimes(timeDeltas);
  return samples.reduce((sum, id, i) => sum + (NOT_RUNNING.has(names.get(id)) ? 0 : (times[i] ?? 0)), 0);
}
