import { describe, expect, it } from "vitest";
import { isNewBuild, nextCheckDelay, parseBuildInfo, reloadTarget, VERSION_CHECK_INTERVAL } from "./version";

const location = { pathname: "/test/toaster", search: "?delay=1500", hash: "" };

describe("parseBuildInfo", () => {
  it("accepts what the build plugin writes", () => {
    expect(parseBuildInfo({ id: "abc", builtAt: "2026-01-01T00:00:00.000Z" })).toEqual({ id: "abc", builtAt: "2026-01-01T00:00:00.000Z" });
  });

  it.each([null, "abc", 42, {}, { id: "" }, { id: "  ", builtAt: "x" }, { id: 1, builtAt: "x" }, { id: "a" }])("rejects %j", (value) => {
    expect(parseBuildInfo(value)).toBeNull();
  });
});

describe("isNewBuild", () => {
  const latest = { id: "b2", builtAt: "2026-01-01T00:00:00.000Z" };

  it("is true when the published id differs from the running one", () => {
    expect(isNewBuild("b1", latest)).toBe(true);
  });

  it("is false for the same build", () => {
    expect(isNewBuild("b2", latest)).toBe(false);
  });

  it("is false without an own id or without a valid manifest", () => {
    expect(isNewBuild(undefined, latest)).toBe(false);
    expect(isNewBuild("", latest)).toBe(false);
    expect(isNewBuild("b1", "<!doctype html>")).toBe(false);
  });
});

describe("nextCheckDelay", () => {
  it("waits an hour after a check", () => {
    expect(VERSION_CHECK_INTERVAL).toBe(3_600_000);
    expect(nextCheckDelay(1_000, 1_000)).toBe(3_600_000);
    expect(nextCheckDelay(1_000, 1_000 + 60_000)).toBe(3_540_000);
  });

  it("is due at once when the hour has passed (a tab that slept)", () => {
    expect(nextCheckDelay(0, VERSION_CHECK_INTERVAL)).toBe(0);
    expect(nextCheckDelay(0, 5 * VERSION_CHECK_INTERVAL)).toBe(0);
  });
});

describe("reloadTarget", () => {
  it("reloads a link navigation to its target", () => {
    expect(reloadTarget({ state: "loading", location })).toBe("/test/toaster?delay=1500");
    expect(reloadTarget({ state: "loading", formMethod: "get", location: { ...location, hash: "#x" } })).toBe("/test/toaster?delay=1500#x");
  });

  it("leaves submissions, their redirects and idle states alone", () => {
    expect(reloadTarget({ state: "submitting", formMethod: "POST", location })).toBeNull();
    expect(reloadTarget({ state: "loading", formMethod: "POST", location })).toBeNull();
    expect(reloadTarget({ state: "idle" })).toBeNull();
  });
});
