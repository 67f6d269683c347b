import { describe, expect, it } from "vitest";
import { pageLinks, pageOffset } from "./pagination";

const page = (url: string | null) => url && new URL(url).searchParams.get("page[number]");

describe("pagination", () => {
  it("computes the offset", () => {
    expect(pageOffset({ number: 3, size: 25 })).toBe(50);
  });

  it("links first/last/prev/next and keeps the other parameters", () => {
    const links = pageLinks("https://api.test/x?include=roles&page[number]=2", { number: 2, size: 10 }, 35);
    expect([links.first, links.prev, links.next, links.last].map(page)).toEqual(["1", "1", "3", "4"]);
    expect(new URL(links.next!).searchParams.get("include")).toBe("roles");
    expect(new URL(links.next!).searchParams.get("page[size]")).toBe("10");
  });

  it("has no prev on the first page, no next on the last, and one page for no rows", () => {
    const empty = pageLinks("https://api.test/x", { number: 1, size: 10 }, 0);
    expect([empty.prev, empty.next, page(empty.last)]).toEqual([null, null, "1"]);
  });

  it("points prev at the last page from beyond the end", () => {
    expect(page(pageLinks("https://api.test/x", { number: 9, size: 10 }, 15).prev)).toBe("2");
  });
});
