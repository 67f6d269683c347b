import { PROFILE_REPLIES, profileReplyCreateRules, profileReplyUpdateRules } from "@contract/volunteer-profiles/replies";
import { z } from "zod";

/** The request document's types: the plural, and the singular older clients send. */
export const PROFILE_REPLY_TYPES_IN = [PROFILE_REPLIES, "profile_reply"] as const;
export const createAttributes = z.object(profileReplyCreateRules).strict();
export const answerAttributes = z.object(profileReplyUpdateRules).strict();
