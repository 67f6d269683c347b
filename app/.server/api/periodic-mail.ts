import { PERIODIC_MAIL_UNSUBSCRIPTIONS } from "@contract/periodic-mail";
import type { ApiClient } from "./client";

/** The digest's one-click unsubscribe (docs/mail.md): anonymous, the mailed token is the key. */
export const unsubscribeFromDigest = (api: ApiClient, token: string) =>
  api.write("POST", `/api/v1/${PERIODIC_MAIL_UNSUBSCRIPTIONS}`, PERIODIC_MAIL_UNSUBSCRIPTIONS, { token });

/** Development only (/dev/mail): the tenant's digests are planned now; answers how many subscribers. */
export async function runDigestsNow(api: ApiClient): Promise<number> {
  const { meta } = await api.request<null>("POST", "/api/v1/digest_runs");
  return Number(meta.subscribers ?? 0);
}
