import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { conversationParticipants, conversations } from "../../db/conversations-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { markSubjectRead } from "../../notifications/notify";
import { type Access, requireSide } from "./access";
import type { UpdateValues } from "./schema";

/**
 * PATCH /conversations/:id, for the people taking part (a reader of a reported conversation
 * changes nothing): `read` (up to the newest message; its notifications too), `archived` (one's
 * own list), `blocked` (nobody posts until the blocking side lifts it), `reported` (+ a reason:
 * the centre's staff may read it from then on; only a volunteer ↔ organization conversation).
 */
export async function updateConversation(c: Context<AppEnv>, access: Access, attrs: UpdateValues) {
  const conv = access.conversation;
  const side = requireSide(access);
  const { db, tenantId } = c.var;
  const user = access.actor.user!;
  const at = new Date().toISOString();
  const statements: BatchItem<"sqlite">[] = [];
  const own = { tenantId, conversationId: conv.id, userId: user.id, side };
  const target = [conversationParticipants.conversationId, conversationParticipants.userId];
  if (attrs.read) {
    const newest = sql`(SELECT coalesce(max(id), 0) FROM messages WHERE conversation_id = ${conv.id})`;
    statements.push(
      db
        .insert(conversationParticipants)
        .values({ ...own, lastMessageAt: conv.lastMessageAt, lastReadMessageId: newest })
        .onConflictDoUpdate({ target, set: { unreadCount: 0, lastReadMessageId: newest, mailPending: 0 } }),
      markSubjectRead(db, tenantId, user.id, { type: "Conversation", id: conv.id }),
    );
  }
  if (attrs.archived !== undefined) {
    const archived = attrs.archived ? 1 : 0;
    statements.push(
      db
        .insert(conversationParticipants)
        .values({ ...own, lastMessageAt: conv.lastMessageAt, archived })
        .onConflictDoUpdate({ target, set: { archived } }),
    );
  }
  const scope = and(eq(conversations.tenantId, tenantId), eq(conversations.id, conv.id));
  if (attrs.blocked !== undefined && attrs.blocked !== (conv.blockedSide !== null)) {
    if (!attrs.blocked && conv.blockedSide !== side)
      throw forbidden("Only the side that blocked this conversation may lift the block.", "/data/attributes/blocked");
    statements.push(
      db
        .update(conversations)
        .set(attrs.blocked ? { blockedSide: side, blockedBy: user.id, updatedAt: at } : { blockedSide: null, blockedBy: null, updatedAt: at })
        .where(scope),
    );
  }
  if (attrs.report_reason !== undefined && !attrs.reported) throw fieldError("report_reason", "A reason goes with reported: true.", "invalid");
  if (attrs.reported && conv.reportedAt === null) {
    if (conv.kind !== "volunteer_organization")
      throw fieldError("reported", "Only a conversation between a volunteer and an organization is reported to the centre.", "invalid");
    statements.push(
      db
        .update(conversations)
        .set({ reportedAt: at, reportedBy: user.id, reportReason: attrs.report_reason ?? null, updatedAt: at })
        .where(scope),
    );
  }
  if (statements.length > 0) {
    const [first, ...rest] = statements;
    await db.batch([first, ...rest]);
  }
}
