import type { Camelized } from "@contract/case";
import type { ConversationAttributes, MessageAttributes, conversationList, messageList } from "@contract/conversations";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";

// docs/conversations.md. Names only: the api never sends a participant's e-mail address or phone.
export type Conversation = Camelized<ConversationAttributes> & { id: string };
export type Message = Camelized<MessageAttributes> & { id: string };

const PATH = "/api/v1/conversations";

// A conversation one may not see is the error screen's 'not found'.
const HIDDEN = { 403: 404, 404: 404 };

export type ConversationBox = "inbox" | "archived" | "reported";

export async function listConversations(api: ApiClient, box: ConversationBox, page: { number: number; size: number }) {
  const { data: conversations, meta } = await api.get<Conversation[]>(PATH, {
    page,
    filter: box === "archived" ? { archived: "true" } : box === "reported" ? { reported: "true" } : undefined,
  } satisfies ListQuery<typeof conversationList>);
  return { conversations, total: Number(meta.total ?? 0), unread: Number(meta.unreadCount ?? 0) };
}

export async function getConversation(api: ApiClient, id: string) {
  return (await orErrorScreen(api.get<Conversation>(`${PATH}/${id}`), HIDDEN)).data;
}

/** A page of messages, oldest first for reading: the newest `size`, or those before/after an id. */
export async function listMessages(api: ApiClient, id: string, { before, after, size = 20 }: { before?: string; after?: string; size?: number }) {
  const query = { page: { size }, filter: { before_id: before, after_id: after } } satisfies ListQuery<typeof messageList>;
  const { data: messages, meta } = await orErrorScreen(api.get<Message[]>(`${PATH}/${id}/messages`, query), HIDDEN);
  return { messages: [...messages].reverse(), older: Boolean(meta.older) };
}

/** The first message: about a vacancy, an application, or between an organization and its centre. */
export async function startConversation(
  api: ApiClient,
  about: { vacancyId?: string; applicationId?: string; organizationId?: string; shiftSignUpId?: string },
  body: string,
) {
  return (await api.write<Conversation>("POST", PATH, "conversations", { ...about, body })).data;
}

export async function postMessage(api: ApiClient, id: string, body: string) {
  return (await api.write<Message>("POST", `${PATH}/${id}/messages`, "messages", { body })).data;
}

export async function updateConversation(
  api: ApiClient,
  id: string,
  attributes: { read?: true; archived?: boolean; blocked?: boolean; reported?: true; reportReason?: string },
) {
  return (await api.write<Conversation>("PATCH", `${PATH}/${id}`, "conversations", attributes, id)).data;
}

const PREFERENCE = "/api/v1/message_mail_preference";

/** The signed-in user's mail for new messages (/profile-edit/berichten): on or off. */
export const getMessageMailPreference = async (api: ApiClient) => (await api.get<{ messageMail: boolean }>(PREFERENCE)).data.messageMail;

/** `userId`: the signed-in user's, the preference's id (a PATCH names what it changes). */
export const updateMessageMailPreference = (api: ApiClient, userId: string, on: boolean) =>
  api.write("PATCH", PREFERENCE, "message_mail_preferences", { messageMail: on }, userId);
