import { describe, expect, it } from "vitest";
import { isOwnLink, splitMailLinks } from "./mail-links";

const SITE = "https://demo.inzet.example";

describe("splitMailLinks", () => {
  it("makes a link of the site's own URL and keeps the text around it", () => {
    const text = "Bevestig je e-mailadres:\nhttps://demo.inzet.example/confirm?confirmation_token=abc\n\nGroet";
    expect(splitMailLinks(text, SITE)).toEqual([
      { text: "Bevestig je e-mailadres:\n" },
      { text: "https://demo.inzet.example/confirm?confirmation_token=abc", href: "https://demo.inzet.example/confirm?confirmation_token=abc" },
      { text: "\n\nGroet" },
    ]);
  });

  it("links localhost and *.localhost on any port", () => {
    const parts = splitMailLinks("a http://localhost:8795/auth/reset?reset_password_token=x b http://oldebroek.localhost:8787/x", SITE);
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      "http://localhost:8795/auth/reset?reset_password_token=x",
      "http://oldebroek.localhost:8787/x",
    ]);
  });

  it("leaves foreign URLs as text, even ones that start like the site's", () => {
    const text = "https://evil.example/x https://demo.inzet.example.evil.example/y http://localhost.evil.example/z";
    expect(splitMailLinks(text, SITE)).toEqual([{ text }]);
  });

  it("never links a URL with user info or a non-http scheme", () => {
    expect(splitMailLinks("http://user:pw@localhost/x", SITE)).toEqual([{ text: "http://user:pw@localhost/x" }]);
    expect(splitMailLinks("javascript:alert(1) data:text/html,x", SITE)).toEqual([{ text: "javascript:alert(1) data:text/html,x" }]);
  });

  it("keeps a sentence's full stop out of the link", () => {
    expect(splitMailLinks("Ga naar http://localhost/x.", SITE)).toEqual([
      { text: "Ga naar " },
      { text: "http://localhost/x", href: "http://localhost/x" },
      { text: "." },
    ]);
  });

  it("returns markup as plain text: nothing in a mail becomes HTML", () => {
    expect(splitMailLinks("<b>hi</b>", SITE)).toEqual([{ text: "<b>hi</b>" }]);
    expect(splitMailLinks("", SITE)).toEqual([]);
  });
});

describe("isOwnLink", () => {
  it("compares whole origins, scheme and port included", () => {
    expect(isOwnLink("https://demo.inzet.example/", SITE)).toBe(true);
    expect(isOwnLink("http://demo.inzet.example/", SITE)).toBe(false);
    expect(isOwnLink("https://demo.inzet.example:444/", SITE)).toBe(false);
    expect(isOwnLink("not a url", SITE)).toBe(false);
  });
});
