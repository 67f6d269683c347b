import { describe, expect, it } from "vitest";
import { parseSearch, sortHref } from "./search";

const parse = (query: string) => parseSearch(new URL(`https://x.example/users${query}`));

describe("the user list's search parameters", () => {
  it("reads the search text, role, page and page size", () => {
    expect(parse("?q=+Jansen+&role=staff&page=2&per_page=50")).toEqual({ q: "Jansen", role: "staff", sort: "", page: 2, perPage: 50 });
  });

  it("starts with everyone, page 1 and 25 a page", () => {
    expect(parse("")).toEqual({ q: "", role: "", sort: "", page: 1, perPage: 25 });
  });

  it("drops what the API would refuse instead of failing", () => {
    expect(parse(`?q=${"x".repeat(201)}&role=owner&page=0&per_page=5000`)).toEqual({ q: "", role: "", sort: "", page: 1, perPage: 25 });
    expect(parse("?sort=password").sort).toBe("");
  });

  it("reads a sort of the contract's, either way, and links each column's header to the next order", () => {
    expect(parse("?sort=-last_sign_in_at").sort).toBe("-last_sign_in_at");
    const search = parse("?q=jan&sort=name&per_page=50");
    expect(sortHref(search, "name")).toBe("?q=jan&sort=-name&per_page=50");
    expect(sortHref(search, "organization")).toBe("?q=jan&sort=organization&per_page=50");
    expect(sortHref(parse("?sort=-name"), "name")).toBe("?sort=name&per_page=25");
  });
});
