import type { OutboxMessage } from "../../db/mail-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { OUTBOX_MESSAGES } from "./schema";

export interface OutboxMessageResource {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  kind: string;
  created_at: string;
  sent_at: string | null;
  /** queued, sending, sent or failed (docs/mail.md); failure_reason: the transport's last refusal. */
  status: string;
  attempts: number;
  failure_reason: string | null;
}

export function toOutboxMessageResource(m: OutboxMessage): OutboxMessageResource {
  return {
    id: String(m.id),
    to: m.toAddress,
    subject: m.subject,
    text: m.textBody,
    html: m.htmlBody,
    locale: m.locale,
    kind: m.kind,
    created_at: m.createdAt,
    sent_at: m.sentAt,
    status: m.status,
    attempts: m.attempts,
    failure_reason: m.failureReason,
  };
}

export const outboxMessageSerializer = new Serializer<OutboxMessageResource>(OUTBOX_MESSAGES);
