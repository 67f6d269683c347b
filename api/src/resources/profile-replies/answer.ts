import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { User } from "../../db/accounts-schema";
import { conversations, messages } from "../../db/conversations-schema";
import { profileReplies } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { appendMessage, membersOf } from "../conversations/post";
import { findOpenConversation } from "../conversations/queries";
import { forbidden } from "../../jsonapi/errors";
import { notify } from "../../notifications/notify";
import type { ReplyRow } from "./queries";
import type { answerAttributes } from "./schema";

// The volunteer's first message when they accept without writing one, in their language.
const ACCEPTED = { nl: "Ik heb je reactie op mijn profiel geaccepteerd.", en: "I have accepted your reply to my profile." } as const;

/**
 * The conversation an accepted reply opens (or continues, when the two already talk about the
 * same vacancy): the organization's message first, as it was sent, then the volunteer's answer,
 * which tells the organization's admins (notification, mail) as any new message does.
 */
async function openConversation(c: Context<AppEnv>, reply: ReplyRow, volunteer: User, answer: string) {
  const { db, tenantId } = c.var;
  const key = {
    kind: "volunteer_organization" as const,
    organizationId: reply.organization_id,
    volunteerId: reply.volunteer_id,
    subjectType: reply.vacancy_id === null ? null : ("Vacancy" as const),
    subjectId: reply.vacancy_id,
  };
  const conversation =
    (await findOpenConversation(db, tenantId, key)) ??
    (await db
      .insert(conversations)
      .values({ tenantId, ...key, volunteerCenterId: reply.volunteer_center_id, topic: reply.vacancy_title ?? reply.organization_name })
      .returning()
      .get());
  if (conversation.blockedSide !== null) throw forbidden("This conversation is blocked.");
  await db.batch([
    db
      .insert(messages)
      .values({ tenantId, conversationId: conversation.id, senderId: reply.sender_id, side: "organization", body: reply.message, createdAt: reply.created_at }),
    db
      .update(conversations)
      .set({ messagesCount: sql`${conversations.messagesCount} + 1` })
      .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversation.id))),
  ]);
  await appendMessage(c, conversation, "volunteer", volunteer, answer || ACCEPTED[volunteer.locale]);
  return conversation.id;
}

/** PATCH /profile_replies/:id: the volunteer accepts or declines, once (422 after that). */
export async function answerReply(c: Context<AppEnv>, reply: ReplyRow, volunteer: User, values: z.output<typeof answerAttributes>) {
  if (reply.status !== "pending") throw fieldError("status", "This reply has been answered already.", "invalid_transition");
  const { db, tenantId } = c.var;
  const at = new Date().toISOString();
  const conversationId = values.status === "accepted" ? await openConversation(c, reply, volunteer, values.answer ?? "") : null;
  // The organization side of any conversation with it: its admins now (membersOf reads only the organization).
  const admins = await membersOf(db, tenantId, { organizationId: reply.organization_id } as never, "organization");
  const told = notify(db, tenantId, {
    userIds: admins,
    kind: values.status === "accepted" ? "profile_reply_accepted" : "profile_reply_declined",
    subject: { type: "ProfileReply", id: reply.id },
    path: conversationId === null ? "/profile-replies?box=sent" : `/conversations/${conversationId}`,
    params: { volunteer: volunteer.firstName ?? "", organization: reply.organization_name },
  });
  const update = db
    .update(profileReplies)
    .set({ status: values.status, conversationId, answeredAt: at, updatedAt: at })
    .where(and(eq(profileReplies.tenantId, tenantId), eq(profileReplies.id, reply.id), eq(profileReplies.status, "pending")));
  await db.batch(told ? [update, told] : [update]);
}
