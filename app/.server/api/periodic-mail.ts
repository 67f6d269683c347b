import { DIGEST_PREFERENCES, PERIODIC_MAIL_UNSUBSCRIPTIONS } from "@contract/periodic-mail";
import type { PeriodicMail } from "@contract/users";
import type { ApiClient } from "./client";

/** The digest's one-click unsubscribe (docs/mail.md): anonymous, the mailed token is the key. */
export const unsubscribeFromDigest = (api: ApiClient, token: string) =>
  api.write("POST", `/api/v1/${PERIODIC_MAIL_UNSUBSCRIPTIONS}`, PERIODIC_MAIL_UNSUBSCRIPTIONS, { token });

/** Development only (/dev/mail): the tenant's digests are planned now; answers how many subscribers. */
export async function runDigestsNow(api: ApiClient): Promise<number> {
  const { meta } = await api.request<null>("POST", "/api/v1/digest_runs");
  return Number(meta.subscribers ?? 0);
}

export interface DigestPreference {
  periodicMail: PeriodicMail;
  postcode: string | null;
  distanceKm: number | null;
  tagIds: string[];
}

const DIGEST_PREFERENCE = "/api/v1/digest_preference";

/** The signed-in user's digest choices (/profile-edit/periodieke-mail). */
export const getDigestPreference = async (api: ApiClient) => (await api.get<DigestPreference>(DIGEST_PREFERENCE)).data;

/** `userId`: the signed-in user's, the preference's id (a PATCH names what it changes). */
export const updateDigestPreference = (api: ApiClient, userId: string, attributes: Partial<DigestPreference>) =>
  api.write("PATCH", DIGEST_PREFERENCE, DIGEST_PREFERENCES, attributes, userId);
