import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/.server/api/errors";
import { approveAction } from "./action.server";

const staff = { id: "4", type: "users", email: "staff@example.org", roles: [{ id: "1", name: "staff", resourceType: "VolunteerCenter", resourceId: "1" }] };

/** A signed-in staff member whose API refuses the organization ids in `refused` with a 403. */
function contextWith(refused: string[] = [], user: unknown = staff) {
  const session = new Map<string, unknown>();
  const writes: { path: string; attributes: unknown }[] = [];
  const api = {
    credentials: { accessToken: "t", client: "c", uid: "u", expiry: 1 },
    get: async () => ({ data: user }),
    write: async (_method: string, path: string, _type: string, attributes: unknown, id: string) => {
      if (refused.includes(id)) throw new ApiError(403, [{ status: "403", code: "forbidden" }]);
      writes.push({ path, attributes });
      return { data: { id, name: `Organization ${id}` } };
    },
  };
  const t = (key: string, options?: { count?: number; name?: string }) => [key, options?.count ?? options?.name].filter((part) => part !== undefined).join(" ");
  const context = {
    api,
    t,
    session: { get: (k: string) => session.get(k), set: (k: string, v: unknown) => session.set(k, v), unset: (k: string) => session.delete(k) },
    toasts: { incoming: [], flashed: [], taken: false },
  } as unknown as AppLoadContext;
  return { context, session, writes };
}

const post = (context: AppLoadContext, fields: [string, string][]) => {
  const body = new URLSearchParams(fields);
  const request = new Request("https://x.example/organizations/approve", { method: "POST", body });
  return approveAction({ request, context, params: {} }) as Promise<Response | { data: unknown; init: ResponseInit | null }>;
};

const toastTitles = (context: AppLoadContext) => context.toasts.flashed.map((toast) => toast.title);

describe("the approval queue's action", () => {
  it("approves every checked organization and says how many", async () => {
    const { context, writes } = contextWith();
    const response = (await post(context, [
      ["intent", "bulk"],
      ["ids", "4"],
      ["ids", "5"],
    ])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/organizations/approve");
    expect(writes).toEqual([
      { path: "/api/v1/organizations/4/approve", attributes: { status: "approved" } },
      { path: "/api/v1/organizations/5/approve", attributes: { status: "approved" } },
    ]);
    expect(toastTitles(context)).toEqual(["organizations:approve.bulkApproved 2"]);
  });

  it("stops at a refused organization: the ones before it stay approved, the form says what failed", async () => {
    const { context, writes } = contextWith(["5"]);
    const result = (await post(context, [
      ["intent", "bulk"],
      ["ids", "4"],
      ["ids", "5"],
      ["ids", "6"],
    ])) as { data: { error: Record<string, string[]> }; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.error[""]).toEqual(["auth:errors.generic"]);
    expect(writes.map((write) => write.path)).toEqual(["/api/v1/organizations/4/approve"]);
    expect(toastTitles(context)).toEqual(["organizations:approve.bulkApproved 1"]);
  });

  it("asks to choose first when nothing is checked, and calls no API", async () => {
    const { context, writes } = contextWith();
    const result = (await post(context, [["intent", "bulk"]])) as { data: { error: Record<string, string[]> }; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.error.ids).toEqual(["organizations:approve.noneSelected"]);
    expect(writes).toEqual([]);
  });

  it("denies one organization with its reason", async () => {
    const { context, writes } = contextWith();
    const response = (await post(context, [
      ["id", "7"],
      ["status", "denied"],
      ["reason", "  Geen KvK-nummer.  "],
    ])) as Response;
    expect(response.status).toBe(302);
    expect(writes).toEqual([{ path: "/api/v1/organizations/7/approve", attributes: { status: "denied", reason: "Geen KvK-nummer." } }]);
    expect(toastTitles(context)).toEqual(["organizations:approve.denied Organization 7"]);
  });

  it("refuses a visitor without a staff or super admin role with a 403", async () => {
    const { context, writes } = contextWith([], { ...staff, roles: [{ id: "2", name: "member", resourceType: "Organization", resourceId: "4" }] });
    const error = await post(context, [
      ["id", "7"],
      ["status", "approved"],
    ]).then(
      () => null,
      (thrown: unknown) => thrown as { init: ResponseInit },
    );
    expect(error?.init.status).toBe(403);
    expect(writes).toEqual([]);
  });
});
