import type { ApiClient } from "./client";

/** A mail as the api's outbox holds it (development and test only, docs/mail.md). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  locale: string;
  createdAt: string;
  sentAt: string | null;
  status: string;
  attempts: number;
  failureReason: string | null;
  text: string;
}

/** The outbox, newest first; `to` narrows it to one recipient. */
export async function listOutboxMessages(api: ApiClient, to: string) {
  const { data, meta } = await api.get<OutboxMessage[]>("/api/v1/outbox_messages", { filter: to ? { to_eq: to } : undefined });
  return { messages: data, total: Number(meta.total ?? data.length) };
}
