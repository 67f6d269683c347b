import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono, type Context } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { parseValues } from "../../jsonapi/validation";
import { loadActor } from "../../auth/actor";
import { type Access, pathConversation, requireOpen, requireSide } from "./access";
import { createConversation } from "./create";
import { appendMessage } from "./post";
import { findConversationRow, listConversations, listMessages, listReported, unreadTotal } from "./queries";
import { MESSAGE_TYPES_IN, indexQuery, messageAttributes, messagesQuery, showQuery } from "./schema";
import { conversationSerializer, messageSerializer, toConversationResource, toMessageResource } from "./serializer";
import { updateConversation } from "./update";

const messageList = listQuery(messagesQuery);

const conversationList = listQuery(indexQuery);

export const CONVERSATIONS_PATH = "/api/v1/conversations";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const conversationUrl = (c: Context) => (r: { id: string }) => new URL(`${CONVERSATIONS_PATH}/${r.id}`, c.req.url).href;

async function sendConversation(c: Context<AppEnv>, access: Pick<Access, "actor" | "side">, id: number, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const row = (await findConversationRow(c.var.db, c.var.tenantId, id, access.actor.user!.id))!;
  const resource = toConversationResource(row, access.side);
  const document = await serializeDocument(conversationSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: conversationUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: conversationUrl(c)(resource) } : {});
}

// docs/conversations.md: the people of a conversation's two sides, and the centre's staff only
// to read one reported to them; anybody else gets a 404, as for an id nobody has.
export const conversationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, conversationList, async (c) => {
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
    return sendList(c, conversationSerializer, resources, query, { total, resourceUrl: conversationUrl(c), meta: { unread_count: unread } });
  })
  .post("/", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const id = await createConversation(c);
    const actor = await loadActor(c);
    const access = await findConversationRow(c.var.db, c.var.tenantId, id, actor.user!.id);
    return sendConversation(c, { actor, side: (access!.participant?.side ?? null) as Access["side"] }, id, 201);
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const access = await pathConversation(c);
    return sendConversation(c, access, access.conversation.id);
  })
  .patch("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const access = await pathConversation(c);
    await updateConversation(c, access);
    return sendConversation(c, access, access.conversation.id);
  })
  .get("/:id/messages", messageList, async (c) => {
    const query = messageList.of(c);
    const access = await pathConversation(c);
    const { rows, more } = await listMessages(c.var.db, c.var.tenantId, access.conversation.id, {
      beforeId: query.filter.before_id,
      afterId: query.filter.after_id,
      size: query.page.size,
    });
    const userId = access.actor.user!.id;
    const document = await serializeDocument(
      messageSerializer,
      rows.map((m) => toMessageResource(m, userId)),
      {
        ...query,
        selfUrl: c.req.url,
        // Older messages: the page before the oldest one here (keyset paging, stable while new ones arrive).
        meta: { older: more && query.filter.after_id === undefined },
      },
    );
    return sendDocument(c, document);
  })
  .post("/:id/messages", async (c) => {
    parseQuery(searchParams(c), messagesQuery);
    const access = await pathConversation(c);
    const side = requireSide(access);
    const input = await readResourceDocument(c, MESSAGE_TYPES_IN, { create: true });
    const { body } = parseValues(messageAttributes, input.attributes);
    requireOpen(access.conversation);
    const id = await appendMessage(c, access.conversation, side, access.actor.user!, body);
    const { rows } = await listMessages(c.var.db, c.var.tenantId, access.conversation.id, { beforeId: id + 1, size: 1 });
    const document = await serializeDocument(messageSerializer, toMessageResource(rows[0]!, access.actor.user!.id), {
      include: [],
      fields: {},
      selfUrl: c.req.url,
    });
    // A message has no address of its own: Location is the page of the conversation that holds it alone.
    const location = new URL(`${CONVERSATIONS_PATH}/${access.conversation.id}/messages`, c.req.url);
    location.search = new URLSearchParams({ "filter[after_id]": String(id - 1), "page[size]": "1" }).toString();
    return sendDocument(c, document, 201, { Location: location.href });
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]))
  .all("/:id/messages", methodNotAllowed(["GET", "POST"]));
