import { describe, expect, it } from "vitest";
import { formatTitle } from "./title";

describe("formatTitle", () => {
  it("gives '{page title} - {app name}'", () => {
    expect(formatTitle("Vacatures", "Inzet")).toBe("Vacatures - Inzet");
  });

  it("gives just the app name without a page title, and just the page title without an app name", () => {
    expect(formatTitle(undefined, "Meedoen")).toBe("Meedoen");
    expect(formatTitle("", "Meedoen")).toBe("Meedoen");
    expect(formatTitle("Vacatures", "")).toBe("Vacatures");
    expect(formatTitle("Vacatures", undefined)).toBe("Vacatures");
    expect(formatTitle(undefined, undefined)).toBe("");
  });
});
