import { describe, expect, it } from "vitest";
import { parseAccept, parseMediaRange, splitOutsideQuotes } from "./media-range";

describe("media ranges", () => {
  it("splits outside quoted strings only", () => {
    expect(splitOutsideQuotes('a; p="x;y"; q', ";")).toEqual(["a", ' p="x;y"', " q"]);
    expect(splitOutsideQuotes('a; p="x\\"," , b', ",")).toEqual(['a; p="x\\"," ', " b"]);
  });

  it("parses type, parameters and weight", () => {
    expect(parseMediaRange(' Application/VND.API+JSON ; Profile="a b" ; q=0.5 ; ext=ignored')).toEqual({
      type: "application/vnd.api+json",
      params: { profile: "a b" },
      q: 0.5,
    });
    expect(parseMediaRange("text/html;")).toEqual({
      type: "text/html",
      params: {},
      q: 1,
    });
    expect(parseMediaRange("text/html;q=7")?.q).toBe(1);
  });

  it("rejects what is not type/subtype", () => {
    expect(parseMediaRange("html")).toBeNull();
    expect(parseMediaRange("")).toBeNull();
    expect(parseAccept("text/html, nonsense, , */*").map((r) => r.type)).toEqual(["text/html", "*/*"]);
  });
});
