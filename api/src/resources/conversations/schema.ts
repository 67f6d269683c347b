import { z } from "zod";
import {
  CONVERSATIONS,
  MESSAGES,
  conversationCreateRules,
  conversationList,
  conversationShow,
  conversationUpdateRules,
  messageCreateRules,
  messageList,
  MESSAGE_MAIL_PREFERENCES,
  messageMailPreferenceRules,
} from "@contract/conversations";
import type { QuerySpec } from "../../jsonapi/query";

export { CONVERSATIONS, MESSAGES };
export const CONVERSATION_TYPES_IN = [CONVERSATIONS, "conversation"];
export const MESSAGE_TYPES_IN = [MESSAGES, "message"];

export const showQuery = conversationShow satisfies QuerySpec;
export const indexQuery = conversationList satisfies QuerySpec;
export const messagesQuery = messageList satisfies QuerySpec;

export const createAttributes = z.object(conversationCreateRules).strict();
export const updateAttributes = z.object(conversationUpdateRules).strict();
export const messageAttributes = z.object(messageCreateRules).strict();
export const PREFERENCE_TYPES_IN = [MESSAGE_MAIL_PREFERENCES, "message_mail_preference"];
export const preferenceAttributes = z.object(messageMailPreferenceRules).strict();

export type CreateValues = z.output<typeof createAttributes>;
export type UpdateValues = z.output<typeof updateAttributes>;
