import { describe, expect, it } from "vitest";
import { shortText } from "./short-text";

describe("shortText", () => {
  it("keeps a short text whole, with its line breaks as spaces", () => {
    expect(shortText("Voetbal en\n\nhockey.")).toBe("Voetbal en hockey.");
    expect(shortText("  ")).toBeNull();
    expect(shortText(null)).toBeNull();
  });

  it("cuts a long one after a whole word and says so", () => {
    const text = "Wekelijks voedselpakketten voor gezinnen in Oost, vrijwilligers sorteren, rijden en delen uit.";
    expect(shortText(text, 50)).toBe("Wekelijks voedselpakketten voor gezinnen in Oost…");
    expect(shortText("x".repeat(200), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
