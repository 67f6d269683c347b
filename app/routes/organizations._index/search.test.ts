import { describe, expect, it } from "vitest";
import { parseSearch } from "./search";

const parse = (query: string) => parseSearch(new URL(`https://x.example/organizations${query}`));

describe("the organization list's search parameters", () => {
  it("reads name, status, type, page and page size", () => {
    expect(parse("?name=+Demo+&status=pending&type=School&page=3&per_page=50")).toEqual({
      name: "Demo",
      status: "pending",
      type: "School",
      page: 3,
      perPage: 50,
    });
  });

  it("starts with everything, page 1 and 25 a page", () => {
    expect(parse("")).toEqual({ name: "", status: "", type: "", page: 1, perPage: 25 });
  });

  it("drops what the API would refuse instead of failing", () => {
    expect(parse("?status=gone&type=Club&page=0&per_page=1000")).toEqual({ name: "", status: "", type: "", page: 1, perPage: 25 });
    expect(parse("?page=abc&per_page=-5")).toMatchObject({ page: 1, perPage: 25 });
  });
});
