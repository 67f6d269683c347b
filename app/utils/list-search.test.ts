import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clampedPage, listSearchParser, orDefault } from "./list-search";

const parse = listSearchParser({ defaultSize: 25, maxSize: 1000 }, { q: orDefault(z.string().max(5), "") });
const at = (query: string) => new URL(`https://x.example/list${query}`);

describe("a list's address", () => {
  it("reads its filters by their own names, page and per_page", () => {
    expect(parse(at("?q=abc&page=3&per_page=50"))).toEqual({ q: "abc", page: 3, perPage: 50 });
  });

  it("caps the page size at the largest the select offers and the contract's limit", () => {
    expect(parse(at("?per_page=101")).perPage).toBe(25);
    expect(listSearchParser({ defaultSize: 20, maxSize: 50 }, {})(at("?per_page=100")).perPage).toBe(20);
  });

  it("falls back to page 1 for what the api would refuse", () => {
    expect(parse(at("?q=toolong&page=0")).page).toBe(1);
    expect(parse(at("?q=toolong")).q).toBe("");
  });
});

describe("a fixed-size list's page", () => {
  it("is clamped to 1..max", () => {
    expect(clampedPage(new URLSearchParams("page=0"))).toBe(1);
    expect(clampedPage(new URLSearchParams("page=x"))).toBe(1);
    expect(clampedPage(new URLSearchParams("page=20000"))).toBe(10_000);
    expect(clampedPage(new URLSearchParams("page=2000"), 1000)).toBe(1000);
  });
});

describe("a list's absent parameters", () => {
  const union = listSearchParser(
    { defaultSize: 25, maxSize: 1000 },
    { role: orDefault(z.enum(["admin", "staff"]).or(z.literal("")), ""), tags: orDefault(z.array(z.string()), []) },
  );

  it("read as the field's fallback, as when parsed", () => {
    expect(union(at(""))).toEqual({ role: "", tags: [], page: 1, perPage: 25 });
    expect(union(at("?role=staff&page=2"))).toEqual({ role: "staff", tags: [], page: 2, perPage: 25 });
    expect(union(at("?role=nobody"))).toMatchObject({ role: "" });
  });
});
