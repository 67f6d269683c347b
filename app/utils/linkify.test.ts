import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("makes web and e-mail addresses links and leaves the rest text", () => {
    expect(linkify("Kijk op https://sport.example.org/leden of mail info@sport.example.org.")).toEqual([
      { text: "Kijk op " },
      { text: "https://sport.example.org/leden", href: "https://sport.example.org/leden" },
      { text: " of mail " },
      { text: "info@sport.example.org", href: "mailto:info@sport.example.org" },
      { text: "." },
    ]);
  });

  it("gives an address typed without a scheme https", () => {
    expect(linkify("(zie www.hattem.example)")).toEqual([{ text: "(zie " }, { text: "www.hattem.example", href: "https://www.hattem.example" }, { text: ")" }]);
  });

  it("keeps a bracket that belongs to the address and drops the sentence's punctuation", () => {
    expect(linkify("Wiki: https://nl.wikipedia.org/wiki/Hattem_(stad)!")[1]).toEqual({
      text: "https://nl.wikipedia.org/wiki/Hattem_(stad)",
      href: "https://nl.wikipedia.org/wiki/Hattem_(stad)",
    });
  });

  it("never links another scheme or markup", () => {
    const text = 'javascript:alert(1) <a href="x">x</a> data:text/html,hi ftp://files.example';
    expect(linkify(text)).toEqual([{ text }]);
    expect(linkify("https:// en www.nergens")).toEqual([{ text: "https:// en www.nergens" }]);
  });

  it("stops an address at a quote or angle bracket", () => {
    expect(linkify('"https://a.example/x"<b>')[1]).toEqual({ text: "https://a.example/x", href: "https://a.example/x" });
  });
});
