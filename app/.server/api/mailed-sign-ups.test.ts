import { describe, expect, it } from "vitest";
import { cancelSignUp, confirmSignUp, findSignUpByToken } from "./activities";
import type { ApiClient } from "./client";
import { ApiError } from "./errors";
import { cancelShiftSignUpWithToken, confirmShiftSignUp, findShiftSignUpByToken } from "./shifts";

// An api client that records what it is asked and answers a token "gone" with a 404, "bad" with a 400.
function recorder() {
  const calls: unknown[][] = [];
  const api = {
    get: async (path: string) => {
      calls.push(["GET", path]);
      if (path.endsWith("/gone")) throw new ApiError(404, []);
      if (path.endsWith("/bad")) throw new ApiError(400, []);
      return { data: { id: "7" } };
    },
    write: async (...args: unknown[]) => calls.push(args),
  } as unknown as ApiClient;
  return { api, calls };
}

describe.each([
  ["an activity's", "activity_sign_up", { find: findSignUpByToken, confirm: confirmSignUp, cancel: cancelSignUp }],
  ["a shift's", "shift_sign_up", { find: findShiftSignUpByToken, confirm: confirmShiftSignUp, cancel: cancelShiftSignUpWithToken }],
])("%s mailed sign-up link", (_name, resource, { find, confirm, cancel }) => {
  it("finds the sign-up by its token, and nothing for an unknown or unreadable one", async () => {
    const { api, calls } = recorder();
    expect(await find(api, "a b")).toEqual({ id: "7" });
    expect(await find(api, "gone")).toBeNull();
    expect(await find(api, "bad")).toBeNull();
    expect(calls[0]).toEqual(["GET", `/api/v1/${resource}s/tokens/a%20b`]);
  });

  it("confirms and cancels with the token", async () => {
    const { api, calls } = recorder();
    await confirm(api, "t");
    await cancel(api, "t");
    expect(calls).toEqual([
      ["POST", `/api/v1/${resource}_confirmations`, `${resource}_confirmations`, { token: "t" }],
      ["POST", `/api/v1/${resource}_cancellations`, `${resource}_cancellations`, { token: "t" }],
    ]);
  });
});
