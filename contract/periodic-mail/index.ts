import { z } from "zod";
import { postcode } from "../rules";
import type { PeriodicMail } from "../users";

/**
 * The periodic digest's one-click unsubscribe (docs/mail.md): the mailed link's token, posted
 * anonymously. 204 when the digest is off (also when it already was), 404 for an unknown token.
 */
export const PERIODIC_MAIL_UNSUBSCRIPTIONS = "periodic_mail_unsubscriptions";
export const periodicMailUnsubscriptionRules = {
  token: z.string().trim().min(1).max(200),
};

/** A digest's choices besides the period: the distances offered on the profile screen (km). */
export const DIGEST_DISTANCES_KM = [5, 10, 25, 50] as const;
export const DIGEST_DISTANCE_MAX_KM = 500;
/** Themes one volunteer may choose (tags of their centre). */
export const DIGEST_TAGS_MAX = 50;

/**
 * GET/PATCH /api/v1/digest_preference: the signed-in user's digest choices (the profile screen
 * /profile-edit/periodieke-mail). Every attribute optional in a PATCH; "" or null clears the
 * postcode and the distance; tag_ids are tags of the user's centre.
 */
export const DIGEST_PREFERENCES = "digest_preferences";
export const digestPreferenceRules = {
  postcode: z.union([z.literal(""), postcode]).nullable(),
  distance_km: z.number().int().min(1).max(DIGEST_DISTANCE_MAX_KM).nullable(),
  tag_ids: z.array(z.string().regex(/^[1-9][0-9]{0,14}$/)).max(DIGEST_TAGS_MAX),
};

/** A digest preference on the wire; its id is its user's. */
export interface DigestPreferenceAttributes {
  periodic_mail: PeriodicMail;
  postcode: string | null;
  distance_km: number | null;
  tag_ids: string[];
}
