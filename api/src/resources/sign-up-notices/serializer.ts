import { SIGN_UP_NOTICE_PREFERENCES } from "@contract/notifications";

export const SIGN_UP_NOTICE_PREFERENCE_PATH = "/api/v1/sign_up_notice_preference";

/** The wire resource: one per staff member, its id the user's. */
export const preferenceDocument = (userId: number, on: boolean) => ({
  data: { type: SIGN_UP_NOTICE_PREFERENCES, id: String(userId), attributes: { sign_up_notice: on } },
});
