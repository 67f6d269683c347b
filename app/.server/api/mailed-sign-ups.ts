import type { ApiClient } from "./client";
import { orNull } from "./errors";

/**
 * A guest's sign-up that its mailed link manages by token, an activity's or a shift's
 * (docs/activities.md, docs/shifts-and-hours.md): found (null for an unknown or spent token),
 * confirmed, or cancelled. Both resources answer alike.
 */
export function mailedSignUps<T>(resource: "activity_sign_up" | "shift_sign_up") {
  const write = (api: ApiClient, token: string, what: "confirmations" | "cancellations") =>
    api.write<T>("POST", `/api/v1/${resource}_${what}`, `${resource}_${what}`, { token });
  return {
    find: async (api: ApiClient, token: string): Promise<T | null> =>
      (await orNull(api.get<T>(`/api/v1/${resource}s/tokens/${encodeURIComponent(token)}`), [400, 404]))?.data ?? null,
    confirm: (api: ApiClient, token: string) => write(api, token, "confirmations"),
    cancel: (api: ApiClient, token: string) => write(api, token, "cancellations"),
  };
}
