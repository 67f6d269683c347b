import { describe, expect, it } from "vitest";
import { keptSearchParams } from "./per-page-select";

describe("keptSearchParams", () => {
  it("keeps every other parameter, repeated ones too, and drops the page size and the page number", () => {
    const params = new URLSearchParams("q=tuin&per_page=10&page=3&tag=a&tag=b");
    expect(keptSearchParams(params)).toEqual([
      ["q", "tuin"],
      ["tag", "a"],
      ["tag", "b"],
    ]);
  });
});
