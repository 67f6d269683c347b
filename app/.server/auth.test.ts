import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api/errors";
import { getCurrentUser, loadOrganizations, requireUser, syncOrganizations } from "./auth";

const user = { id: "1", type: "users", email: "ann@example.org", roles: [] };
const organizations = [
  { id: "4", name: "Sportclub", organizationType: "Organization", status: "approved" },
  { id: "7", name: "Centrale", organizationType: "VolunteerCenter", status: "approved" },
];

/** A context with a session in memory and an API that answers per path (or fails with a status). */
function contextWith(answers: Record<string, unknown | number>, signedIn = true) {
  const session = new Map<string, unknown>();
  const calls: string[] = [];
  const api = {
    credentials: signedIn ? { accessToken: "t", client: "c", uid: "u", expiry: 1 } : null,
    forgetCredentials: vi.fn(function (this: { credentials: unknown }) {
      this.credentials = null;
    }),
    setCurrentOrganizationId: vi.fn(),
    get: async (path: string) => {
      calls.push(path);
      const answer = answers[path];
      if (typeof answer === "number") throw new ApiError(answer, [{ status: String(answer) }]);
      return { data: answer };
    },
  };
  const context = {
    api,
    session: { get: (k: string) => session.get(k), set: (k: string, v: unknown) => session.set(k, v), unset: (k: string) => session.delete(k) },
  } as unknown as AppLoadContext;
  return { context, session, calls, api };
}

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error as Response,
  );

afterEach(() => vi.restoreAllMocks());

describe("guards", () => {
  it("sends a signed-out visitor to the login page with the way back", async () => {
    const { context } = contextWith({}, false);
    const response = await thrown(requireUser(new Request("https://x.example/profiel?tab=2"), context));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/login?redirectTo=%2Fprofiel%3Ftab%3D2");
  });

  it("asks the API once per request for the current user, however many loaders ask", async () => {
    const { context, calls } = contextWith({ "/api/v1/current_user": user });
    await Promise.all([getCurrentUser(context), getCurrentUser(context), requireUser(new Request("https://x.example/"), context)]);
    expect(calls).toEqual(["/api/v1/current_user"]);
  });

  it("goes to the sign-out page when the API refuses the token, and forgets it", async () => {
    const { context, api } = contextWith({ "/api/v1/current_user": 401 });
    const response = await thrown(getCurrentUser(context));
    expect(response?.headers.get("Location")).toBe("/uitloggen");
    expect(api.forgetCredentials).toHaveBeenCalled();
  });
});

describe("organizations", () => {
  it("selects the VolunteerCenter, keeps it in the session and sends it from then on", async () => {
    const { context, session, api } = contextWith({ "/api/v1/current_user": user, "/api/v1/current_organizations": organizations });
    const result = await loadOrganizations(context);
    expect(result.currentOrganizationId).toBe("7");
    expect(session.get("currentOrganizationId")).toBe("7");
    expect(api.setCurrentOrganizationId).toHaveBeenCalledWith("7");
  });

  it("reports a failure and goes to the no-organization page", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { context } = contextWith({ "/api/v1/current_user": user, "/api/v1/current_organizations": 500 });
    const response = await thrown(loadOrganizations(context));
    expect(response?.headers.get("Location")).toBe("/auth/no-organization");
    expect(error).toHaveBeenCalled();
  });

  it("asks for the organizations beside the user, not after it, and signs out a refused token rather than reporting it", async () => {
    const { context, calls } = contextWith({ "/api/v1/current_user": 401, "/api/v1/current_organizations": 401 });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const loading = loadOrganizations(context);
    // Both calls are made before either answers (the API stub answers only after this tick).
    expect(calls).toEqual(["/api/v1/current_organizations", "/api/v1/current_user"]);
    const response = await thrown(loading);
    expect(response?.headers.get("Location")).toBe("/uitloggen");
    expect(error).not.toHaveBeenCalled();
  });

  it("does not check organizations on the no-organization page itself, nor for visitors", async () => {
    const { context, calls } = contextWith({ "/api/v1/current_organizations": 500 });
    await syncOrganizations(new Request("https://x.example/auth/no-organization"), context);
    const visitor = contextWith({ "/api/v1/current_organizations": 500 }, false);
    await syncOrganizations(new Request("https://x.example/"), visitor.context);
    expect([...calls, ...visitor.calls]).toEqual([]);
  });
});
