import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { action, loader } from "./route";

// Without the app config's enableOrganizationsMoving there is no move page: 'Page Not Found',
// before anything else is asked (not even who is signed in).
const context = { tenant: { appConfig: { enableOrganizationsMoving: false } } } as unknown as AppLoadContext;
const request = new Request("http://localhost/organizations/1/move");

async function thrown(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    return error as { init: { status: number }; data: { message: string } };
  }
  throw new Error("did not throw");
}

describe("the move page when moving is off", () => {
  it("is not found, for the page and its post", async () => {
    for (const call of [
      () => loader({ request, params: { id: "1" }, context }),
      () => action({ request: new Request(request.url, { method: "POST" }), params: { id: "1" }, context }),
    ]) {
      const error = await thrown(call);
      expect(error.init.status).toBe(404);
      expect(error.data).toEqual({ message: "Page Not Found: /organizations/1/move" });
    }
  });
});
