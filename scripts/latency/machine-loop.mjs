// How fast this machine ran: the milliseconds of a fixed loop (arithmetic, then objects and JSON,
// as a request's work is), printed by the bench beside its figures. The machine is shared: the
// same loop took 318 to 860 ms on the days of issue 47, and a page's CPU moves with it, so a run's
// milliseconds compare with another run's only beside it (docs/performance.md "CPU").

/** The loop's milliseconds, the best of `times` (a pause of the process counts in one only). */
export function machineLoopMs(times = 3) {
  let best = Infinity;
  for (let round = 0; round < times; round++) {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 3e7; i++) sum += Math.sqrt(i) % 7;
    const objects = [];
    for (let i = 0; i < 2e5; i++) objects.push({ a: i, b: String(i) });
    if (JSON.parse(JSON.stringify(objects)).length !== objects.length || Number.isNaN(sum)) throw new Error("the loop went wrong");
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}
