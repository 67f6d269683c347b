import { PERIODIC_MAIL_UNSUBSCRIPTIONS } from "@contract/periodic-mail";
import type { ApiClient } from "./client";

/** The digest's one-click unsubscribe (docs/mail.md): anonymous, the mailed token is the key. */
export const unsubscribeFromDigest = (api: ApiClient, token: string) =>
  api.write("POST", `/api/v1/${PERIODIC_MAIL_UNSUBSCRIPTIONS}`, PERIODIC_MAIL_UNSUBSCRIPTIONS, { token });
