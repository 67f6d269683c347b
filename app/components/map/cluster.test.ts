import { describe, expect, it } from "vitest";
import { clusterPoints } from "./cluster";

/** Points on the screen from [x, y, item] triples. */
const points = <T>(...triples: [number, number, T][]) => triples.map(([x, y, item]) => ({ x, y, item }));

describe("clusterPoints", () => {
  it("joins points within the radius and keeps distant ones apart", () => {
    const clusters = clusterPoints(points([0, 0, "a"], [10, 10, "b"], [200, 0, "c"]), 40);
    expect(clusters).toEqual([
      { x: 5, y: 5, items: ["a", "b"] },
      { x: 200, y: 0, items: ["c"] },
    ]);
  });

  it("gives every point its own marker when none are close, and nothing for no points", () => {
    expect(clusterPoints(points([0, 0, 1], [41, 0, 2]), 40)).toHaveLength(2);
    expect(clusterPoints([], 40)).toEqual([]);
  });

  it("leaves no two markers closer than the radius, even when a centre moved as points joined", () => {
    // (30, 0) joins (0, 0), whose centre moves to (15, 0): 30 px from (45, 0), so they become one.
    const clusters = clusterPoints(points([0, 0, "a"], [45, 0, "b"], [30, 0, "c"]), 40);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].items.sort()).toEqual(["a", "b", "c"]);
    const spread = clusterPoints(
      Array.from({ length: 60 }, (_, i) => ({ x: (i * 37) % 300, y: (i * 53) % 200, item: i })),
      40,
    );
    for (const a of spread) for (const b of spread) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(40);
    expect(spread.flatMap((c) => c.items).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });
});
