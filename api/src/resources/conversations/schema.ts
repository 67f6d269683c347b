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
