import { ofActiveTenant } from "../../db/active-tenant";
import { MESSAGE_MAIL_INTERVAL_MINUTES } from "@contract/conversations";
import { sql } from "drizzle-orm";
import type { Locale } from "../../db/accounts-schema";
import { type Database, createDb } from "../../db/client";
import type { Conversation } from "../../db/conversations-schema";
import type { ApiEnv } from "../../env";
import { outboxInsert, toAccount } from "../../mail/outbox";
import { enqueueMail } from "../../mail/queue";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";
import { webLink } from "../../mail/web-link";

interface MailTo {
  id: number;
  email: string | null;
  firstName: string | null;
  locale: Locale;
}

/**
 * The 'new messages' mail to one participant (template message_new): who wrote, about what, how
 * many are unread, and a link to the conversation. Never the message itself, nor anyone's address.
 */
export async function messageMail(
  env: ApiEnv,
  db: Database,
  tenantId: TenantId,
  conversation: Pick<Conversation, "id" | "topic" | "volunteerCenterId">,
  to: MailTo,
  sender: string,
  unread: number,
) {
  const site = await senderFor(db, tenantId, conversation.volunteerCenterId);
  // Wrapped: an async function returning the (thenable) insert would run it right here.
  return {
    insert: outboxInsert(db, tenantId, {
      kind: "message_new",
      ...toAccount(to),
      vars: {
        ...site,
        name: to.firstName,
        sender,
        topic: conversation.topic,
        unread,
        link: webLink(env, { tenantId, centerId: conversation.volunteerCenterId }, `/conversations/${conversation.id}`),
      },
    }),
  };
}

interface Pending {
  tenant_id: TenantId;
  conversation_id: number;
  user_id: number;
  unread_count: number;
  email: string;
  first_name: string | null;
  locale: Locale;
  topic: string;
  volunteer_center_id: number | null;
  last_side: string;
  last_sender: string | null;
}

/**
 * The quarter-hour run (the api's quarter-hour cron): one mail per participant whose new messages came
 * within a quarter hour of their last mail about that conversation, once that quarter hour is
 * over and they still have not read them. Each row is claimed first, so two runs mail once.
 */
export async function sendPendingMessageMails(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const due = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MINUTES * 60_000).toISOString();
  const pending = await db.all<Pending>(sql`SELECT p.tenant_id, p.conversation_id, p.user_id, p.unread_count,
      u.email, u.first_name, u.locale, c.topic, c.volunteer_center_id,
      (SELECT side FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_side,
      (SELECT CASE m.side WHEN 'organization' THEN o.name ELSE trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')) END
         FROM messages m LEFT JOIN users s ON s.id = m.sender_id WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_sender
    FROM conversation_participants p
    JOIN users u ON u.id = p.user_id AND u.tenant_id = p.tenant_id
    JOIN conversations c ON c.id = p.conversation_id AND c.tenant_id = p.tenant_id
    LEFT JOIN organizations o ON o.id = c.organization_id AND o.tenant_id = c.tenant_id
    WHERE p.mail_pending = 1 AND ${ofActiveTenant(sql`p.tenant_id`)} AND (p.mailed_at IS NULL OR p.mailed_at <= ${due})
      AND p.unread_count > 0 AND u.message_mail = 1 AND u.email IS NOT NULL AND u.status <> 'archived'
      AND u.deleted_at IS NULL
    ORDER BY p.mailed_at LIMIT 500`);
  let sent = 0;
  for (const row of pending) {
    const at = now.toISOString();
    const claimed = await db.all(sql`UPDATE conversation_participants SET mail_pending = 0, mailed_at = ${at}
      WHERE tenant_id = ${row.tenant_id} AND conversation_id = ${row.conversation_id} AND user_id = ${row.user_id} AND mail_pending = 1
      RETURNING user_id`);
    if (claimed.length === 0) continue;
    const mail = await messageMail(
      env,
      db,
      row.tenant_id,
      { id: row.conversation_id, topic: row.topic, volunteerCenterId: row.volunteer_center_id },
      { id: row.user_id, email: row.email, firstName: row.first_name, locale: row.locale },
      row.last_sender || "?",
      row.unread_count,
    );
    const [{ id }] = await mail.insert;
    await enqueueMail(env, row.tenant_id, [id]);
    sent += 1;
  }
  return sent;
}
