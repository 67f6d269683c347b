import { describe, expect, it } from "vitest";
import { parseSearch } from "./search";

const parse = (query: string) => parseSearch(new URL(`http://localhost/applications?${query}`));

describe("the applications list's filters", () => {
  it("reads status, vacancy, page and page size", () => {
    expect(parse("status=in_progress&vacancy=12&page=3&per_page=50")).toEqual({ status: "in_progress", vacancy: "12", page: 3, perPage: 50 });
  });

  it("drops what the API would refuse instead of failing the page", () => {
    expect(parse("status=gone&vacancy=abc&page=0&per_page=9999")).toEqual({ status: "", vacancy: "", page: 1, perPage: 25 });
  });
});
