import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { type Access, pathConversation, pathConversationMessages, pathConversationRow, requireOpen, sideConversation } from "./access";
import { createConversation } from "./create";
import { appendMessage } from "./post";
import { findConversationRow, listConversations, listMessages, listReported, setMessageMail, unreadTotal } from "./queries";
import {
  CONVERSATION_TYPES_IN,
  MESSAGE_TYPES_IN,
  PREFERENCE_TYPES_IN,
  createAttributes,
  indexQuery,
  messageAttributes,
  messagesQuery,
  preferenceAttributes,
  showQuery as showSpec,
  updateAttributes,
} from "./schema";
import {
  CONVERSATIONS_PATH,
  conversationDocument,
  conversationSerializer,
  conversationUrl,
  messageMailPreferenceDocument,
  messageSerializer,
  toConversationResource,
  toMessageResource,
} from "./serializer";
import { updateConversation } from "./update";

export { CONVERSATIONS_PATH };

/** Mounted at the api's root: conversations, their messages, and one's mail for new messages (docs/conversations.md). */
export const CONVERSATIONS_BASE = "/api/v1";

const conversationList = listQuery(indexQuery);
const messageList = listQuery(messagesQuery);
const conversationQuery = showQuery(showSpec);
const seen = guard(pathConversation); // 401, then 404 unless the caller takes part or may read it
const seenRow = guard(pathConversationRow); // as seen, with the caller's state and the names shown
// As seen, with the page of messages the query asks for, read beside the conversation.
const seenMessages = guard((c) => {
  const { filter, page } = messageList.of(c);
  return pathConversationMessages(c, { beforeId: filter.before_id, afterId: filter.after_id, size: page.size });
});
const taking = guard(sideConversation); // …, then 403 for a reader of a reported conversation

// docs/conversations.md: the people of a conversation's two sides, and the centre's staff only
// to read one reported to them; anybody else gets a 404, as for an id nobody has.
export const conversationRoutes = new Hono<AppEnv>()
  .get("/conversations", signedIn, conversationList, async (c) => {
    const query = conversationList.of(c);
    const actor = await loadActor(c);
    const { db, tenantId } = c.var;
    const [{ rows, total }, unread] = await Promise.all([
      query.filter.reported === true
        ? listReported(db, tenantId, actor, query.page)
        : listConversations(db, tenantId, actor, query.filter.archived === true, query.page),
      unreadTotal(db, tenantId, actor),
    ]);
    const resources = rows.map((row) => toConversationResource(row, query.filter.reported === true ? null : (row.participant?.side as never)));
    return sendList(c, conversationSerializer, resources, query, { total, resourceUrl: conversationUrl(c.req.url), meta: { unread_count: unread } });
  })
  .post("/conversations", conversationQuery, signedIn, writeDocument(CONVERSATION_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createConversation(c, c.req.valid("json"));
    const actor = await loadActor(c);
    const row = (await findConversationRow(c.var.db, c.var.tenantId, id, actor.user!.id))!;
    const document = await conversationDocument(row, (row.participant?.side ?? null) as Access["side"], c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: conversationUrl(c.req.url)({ id: String(id) }) });
  })
  .get("/conversations/:id", conversationQuery, seenRow, async (c) => {
    const { row, side } = seenRow.of(c);
    return sendDocument(c, await conversationDocument(row, side, c.req.valid("query"), c.req.url));
  })
  .patch("/conversations/:id", conversationQuery, seen, writeDocument(CONVERSATION_TYPES_IN, updateAttributes), async (c) => {
    const access = seen.of(c);
    await updateConversation(c, access, c.req.valid("json"));
    const row = (await findConversationRow(c.var.db, c.var.tenantId, access.conversation.id, access.actor.user!.id))!;
    return sendDocument(c, await conversationDocument(row, access.side, c.req.valid("query"), c.req.url));
  })
  .get("/conversations/:id/messages", messageList, seenMessages, async (c) => {
    const query = messageList.of(c);
    const {
      actor,
      messages: { rows, more },
    } = seenMessages.of(c);
    const document = await serializeDocument(
      messageSerializer,
      rows.map((m) => toMessageResource(m, actor.user!.id)),
      // Older messages: the page before the oldest one here (keyset paging, stable while new ones arrive).
      { ...query, selfUrl: c.req.url, meta: { older: more && query.filter.after_id === undefined } },
    );
    return sendDocument(c, document);
  })
  .post("/conversations/:id/messages", showQuery(messagesQuery), taking, writeDocument(MESSAGE_TYPES_IN, messageAttributes, { create: true }), async (c) => {
    const { actor, conversation, side } = taking.of(c);
    requireOpen(conversation);
    const id = await appendMessage(c, conversation, side, actor.user!, c.req.valid("json").body);
    const { rows } = await listMessages(c.var.db, c.var.tenantId, conversation.id, { beforeId: id + 1, size: 1 });
    const document = await serializeDocument(messageSerializer, toMessageResource(rows[0]!, actor.user!.id), { include: [], fields: {}, selfUrl: c.req.url });
    // A message has no address of its own: Location is the page of the conversation that holds it alone.
    const location = new URL(`${CONVERSATIONS_PATH}/${conversation.id}/messages`, c.req.url);
    location.search = new URLSearchParams({ "filter[after_id]": String(id - 1), "page[size]": "1" }).toString();
    return sendDocument(c, document, 201, { Location: location.href });
  })
  .all("/conversations", methodNotAllowed(["GET", "POST"]))
  .all("/conversations/:id", methodNotAllowed(["GET", "PATCH"]))
  .all("/conversations/:id/messages", methodNotAllowed(["GET", "POST"]))
  // The signed-in user's mail for new messages: on unless switched off.
  .get("/message_mail_preference", signedIn, (c) => {
    const user = requireUser(c);
    return sendDocument(c, messageMailPreferenceDocument(user.id, user.messageMail === 1));
  })
  .patch("/message_mail_preference", signedIn, writeDocument(PREFERENCE_TYPES_IN, preferenceAttributes, { id: (c) => requireUser(c).id }), async (c) => {
    const user = requireUser(c);
    const { message_mail } = c.req.valid("json");
    await setMessageMail(c.var.db, c.var.tenantId, user.id, message_mail);
    return sendDocument(c, messageMailPreferenceDocument(user.id, message_mail));
  })
  .all("/message_mail_preference", methodNotAllowed(["GET", "PATCH"]));
