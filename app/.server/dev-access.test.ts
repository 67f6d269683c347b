import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { requireDevAccess } from "./dev-access";

// A context whose API answers the current user with the given roles (or nobody, signed out).
function contextIn(ENVIRONMENT: string, roles: string[] | null = null) {
  const user = roles && { id: "1", type: "users", email: "a@example.org", roles: roles.map((name, i) => ({ id: String(i), type: "roles", name })) };
  const api = {
    credentials: roles ? { accessToken: "t", client: "c", uid: "u", expiry: 0 } : null,
    get: async () => ({ data: user }),
  };
  return { config: { ENVIRONMENT }, api } as unknown as AppLoadContext;
}

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as Response).status;
  }
};

describe("requireDevAccess", () => {
  it("lets everyone in outside production", async () => {
    expect(await statusOf(requireDevAccess(contextIn("development")))).toBe(200);
    expect(await statusOf(requireDevAccess(contextIn("test")))).toBe(200);
  });

  it("answers 404 in production, as if the page did not exist, unless the user is a super admin", async () => {
    expect(await statusOf(requireDevAccess(contextIn("production")))).toBe(404);
    expect(await statusOf(requireDevAccess(contextIn("production", ["admin", "staff"])))).toBe(404);
    expect(await statusOf(requireDevAccess(contextIn("production", ["super_admin"])))).toBe(200);
  });
});
