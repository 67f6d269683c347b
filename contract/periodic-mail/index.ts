import { z } from "zod";

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
