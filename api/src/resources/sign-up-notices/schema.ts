import { SIGN_UP_NOTICE_PREFERENCES, signUpNoticePreferenceRules } from "@contract/notifications";
import { z } from "zod";

export const SIGN_UP_NOTICE_TYPES_IN = [SIGN_UP_NOTICE_PREFERENCES, "sign_up_notice_preference"];

export const updateAttributes = z.object(signUpNoticePreferenceRules).strict();
