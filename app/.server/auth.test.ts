import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api/errors";
import { getCurrentUser, includedNotifications, includedOrganizationsToReview, loadOrganizations, requireUser, syncOrganizations } from "./auth";
import { roleNav } from "./navigation";
import { permissionsOf } from "./permissions";

const user = { id: "1", type: "users", email: "ann@example.org", roles: [] };
const organizations = [
  { id: "4", name: "Sportclub", organizationType: "Organization", status: "approved" },
  { id: "7", name: "Centrale", organizationType: "VolunteerCenter", status: "approved" },
];
const newest = [{ id: "9", type: "notifications", kind: "vacancy_expiring", params: {}, path: "/vacancies/2", read: false }];
/** The current user's one call as the layout asks it, and its answer (deserialized). */
const SIGNED_IN = "/api/v1/current_user?include=roles,current_organizations,notifications,organizations_to_review";
const signedInAnswer = {
  ...user,
  currentOrganizations: organizations,
  notifications: newest,
  relationshipMeta: { notifications: { total: 3, unreadCount: 2 }, organizationsToReview: { total: 4 } },
};

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
    get: async (path: string, query?: { include?: readonly string[] }) => {
      const asked = query?.include && query.include.length > 1 ? `${path}?include=${query.include.join(",")}` : path;
      calls.push(asked);
      const answer = asked in answers ? answers[asked] : answers[path];
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
    const { context, calls } = contextWith({ [SIGNED_IN]: signedInAnswer });
    await Promise.all([getCurrentUser(context), getCurrentUser(context), requireUser(new Request("https://x.example/"), context)]);
    expect(calls).toEqual([SIGNED_IN]);
  });

  it("goes to the sign-out page when the API refuses the token, and forgets it", async () => {
    const { context, api } = contextWith({ "/api/v1/current_user": 401 });
    const response = await thrown(getCurrentUser(context));
    expect(response?.headers.get("Location")).toBe("/uitloggen");
    expect(api.forgetCredentials).toHaveBeenCalled();
  });
});

describe("organizations", () => {
  it("takes them from the current user's one call, selects the VolunteerCenter, keeps it in the session and sends it from then on", async () => {
    const { context, session, api, calls } = contextWith({ [SIGNED_IN]: signedInAnswer });
    const result = await loadOrganizations(context);
    expect(result.organizations).toEqual(organizations);
    expect(result.currentOrganizationId).toBe("7");
    expect(session.get("currentOrganizationId")).toBe("7");
    expect(api.setCurrentOrganizationId).toHaveBeenCalledWith("7");
    expect(await getCurrentUser(context)).toEqual(user);
    expect(await includedNotifications(context)).toEqual({ notifications: newest, total: 3, unread: 2 });
    expect(await includedOrganizationsToReview(context)).toBe(4);
    expect(calls).toEqual([SIGNED_IN]);
  });

  it("asks each on its own when the one call fails, and reports a failing list with the no-organization page", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { context, calls } = contextWith({ [SIGNED_IN]: 500, "/api/v1/current_user": user, "/api/v1/current_organizations": 500 });
    const response = await thrown(loadOrganizations(context));
    expect(response?.headers.get("Location")).toBe("/auth/no-organization");
    expect(calls).toEqual([SIGNED_IN, "/api/v1/current_user", "/api/v1/current_organizations"]);
    expect(error).toHaveBeenCalled();
    // The bell is then asked on its own too (toolbarNotifications), and the staff's count.
    expect(await includedNotifications(context)).toBeNull();
    expect(await includedOrganizationsToReview(context)).toBeUndefined();
  });

  it("keeps the organizations when only the one call failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { context } = contextWith({ [SIGNED_IN]: 503, "/api/v1/current_user": user, "/api/v1/current_organizations": organizations });
    expect((await loadOrganizations(context)).currentOrganizationId).toBe("7");
  });

  it("signs out a refused token rather than reporting it, without asking again", async () => {
    const { context, calls } = contextWith({ [SIGNED_IN]: 401 });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await thrown(loadOrganizations(context));
    expect(response?.headers.get("Location")).toBe("/uitloggen");
    expect(calls).toEqual([SIGNED_IN]);
    expect(error).not.toHaveBeenCalled();
  });

  it("does not check organizations on the no-organization page itself, nor for visitors", async () => {
    const { context, calls } = contextWith({ [SIGNED_IN]: 500 });
    await syncOrganizations(new Request("https://x.example/auth/no-organization"), context);
    const visitor = contextWith({ [SIGNED_IN]: 500 }, false);
    await syncOrganizations(new Request("https://x.example/"), visitor.context);
    expect([...calls, ...visitor.calls]).toEqual([]);
  });
});

describe("the staff's navigation", () => {
  const staff = { ...user, roles: [{ id: "5", type: "roles", name: "staff", resourceType: "VolunteerCenter", resourceId: "11" }] };
  const tenant = { features: {} };
  const approve = (items: Awaited<ReturnType<typeof roleNav>>) => items.find((item) => item.id === "approve")?.count;

  it("counts the organizations to review from the current user's one call", async () => {
    const { context, calls } = contextWith({ [SIGNED_IN]: { ...signedInAnswer, roles: staff.roles } });
    Object.assign(context, { tenant });
    const p = permissionsOf(await getCurrentUser(context));
    expect(approve(await roleNav(context, p))).toBe(4);
    expect(calls).toEqual([SIGNED_IN]);
  });

  it("asks the pending list's capped count when the one call failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { context, calls } = contextWith({ [SIGNED_IN]: 500, "/api/v1/current_user": staff, "/api/v1/organizations": [] });
    Object.assign(context, { tenant });
    const api = context.api as unknown as { get: (path: string, query?: object) => Promise<{ data: unknown; meta?: object }> };
    const get = api.get;
    api.get = async (path, query) => ({ ...(await get(path, query)), meta: { total: 7 } });
    const p = permissionsOf(await getCurrentUser(context));
    expect(approve(await roleNav(context, p))).toBe(7);
    expect(calls).toEqual([SIGNED_IN, "/api/v1/current_user", "/api/v1/organizations"]);
  });
});
