import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { requireDevAccess } from "./dev-access";

const contextIn = (ENVIRONMENT: string) => ({ config: { ENVIRONMENT } }) as unknown as AppLoadContext;

describe("requireDevAccess", () => {
  it("lets everyone in outside production", () => {
    expect(() => requireDevAccess(contextIn("development"))).not.toThrow();
    expect(() => requireDevAccess(contextIn("test"))).not.toThrow();
  });

  it("answers 404 in production, as if the page did not exist", () => {
    try {
      requireDevAccess(contextIn("production"));
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(404);
    }
  });
});
