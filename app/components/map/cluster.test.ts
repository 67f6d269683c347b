import { describe, expect, it } from "vitest";
import { clusterPoints } from "./cluster";

describe("clusterPoints", () => {
  it("joins points within the radius and keeps distant ones apart", () => {
    const clusters = clusterPoints(
      [
        { x: 0, y: 0, item: "a" },
        { x: 10, y: 10, item: "b" },
        { x: 200, y: 0, item: "c" },
      ],
      40,
    );
    expect(clusters).toEqual([
      { x: 5, y: 5, items: ["a", "b"] },
      { x: 200, y: 0, items: ["c"] },
    ]);
  });

  it("gives every point its own marker when none are close, and nothing for no points", () => {
    expect(clusterPoints([{ x: 0, y: 0, item: 1 }, { x: 41, y: 0, item: 2 }], 40)).toHaveLength(2);
    expect(clusterPoints([], 40)).toEqual([]);
  });
});
