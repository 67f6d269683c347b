import { describe, expect, it } from "vitest";
import { returnPath, withReturn } from "./return-to";

describe("returnPath and withReturn", () => {
  it("keep a path of this site and drop anything that leaves it", () => {
    expect(returnPath("/organizations/3/claim")).toBe("/organizations/3/claim");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "/\t/evil.example", "", null, 3]) expect(returnPath(bad)).toBeNull();
    expect(withReturn("/signup", "/organizations/3/claim")).toBe("/signup?redirectTo=%2Forganizations%2F3%2Fclaim");
    expect(withReturn("/login", "/")).toBe("/login");
    expect(withReturn("/login", "//evil.example")).toBe("/login");
  });
});
