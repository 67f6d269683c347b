import { describe, expect, it } from "vitest";
import { parseSearch } from "./search";

const parse = (query: string) => parseSearch(new URL(`https://x.example/users${query}`));

describe("the user list's search parameters", () => {
  it("reads the search text, role, page and page size", () => {
    expect(parse("?q=+Jansen+&role=staff&page=2&per_page=50")).toEqual({ q: "Jansen", role: "staff", page: 2, perPage: 50 });
  });

  it("starts with everyone, page 1 and 25 a page", () => {
    expect(parse("")).toEqual({ q: "", role: "", page: 1, perPage: 25 });
  });

  it("drops what the API would refuse instead of failing", () => {
    expect(parse(`?q=${"x".repeat(201)}&role=owner&page=0&per_page=5000`)).toEqual({ q: "", role: "", page: 1, perPage: 25 });
  });
});
