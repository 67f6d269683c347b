import { describe, expect, it } from "vitest";
import { parseDirectorySearch } from "./search";

const parse = (query: string) => parseDirectorySearch(new URL(`https://x.example/sociale-kaart${query}`));

describe("the social map's search parameters", () => {
  it("reads words, themes, place, postcode, distance, order and page", () => {
    expect(parse("?name=+Buurt+&tag=Sport&tag=+Zorg+&tag=Sport&tag=&place=Wezep&postcode=8091ae&distance=25&sort=updated&match=any&page=2")).toEqual({
      name: "Buurt",
      tags: ["Sport", "Zorg"],
      place: "Wezep",
      postcode: "8091AE",
      distance: 25,
      sort: "updated",
      match: "any",
      page: 2,
      postcodeInvalid: false,
    });
  });

  it("starts with everything within 10 km in name order, page 1", () => {
    expect(parse("")).toEqual({ name: "", tags: [], place: "", postcode: "", distance: 10, sort: "name", match: "all", page: 1, postcodeInvalid: false });
    expect(parse("?sort=random&match=some")).toMatchObject({ sort: "name", match: "all" });
  });

  it("flags a postcode that is not Dutch and drops impossible distances and pages", () => {
    expect(parse("?postcode=12345&distance=7&page=0")).toMatchObject({ postcode: "12345", postcodeInvalid: true, distance: 10, page: 1 });
    expect(parse("?postcode=1234 ab")).toMatchObject({ postcode: "1234 AB", postcodeInvalid: false });
  });
});
