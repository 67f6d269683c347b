import { DIGEST_PREFERENCES, type DigestPreferenceAttributes } from "@contract/periodic-mail";
import type { User } from "../../db/accounts-schema";

/** A user's digest choices as the one resource the profile screen reads and writes; its id is the user's. */
export const preferenceDocument = (user: User, tagIds: string[]) => ({
  data: {
    type: DIGEST_PREFERENCES,
    id: String(user.id),
    attributes: {
      periodic_mail: user.periodicMail,
      postcode: user.digestPostcode,
      distance_km: user.digestDistanceKm,
      tag_ids: tagIds,
    } satisfies DigestPreferenceAttributes,
  },
});
