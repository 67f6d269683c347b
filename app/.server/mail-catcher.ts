import type { AppLoadContext } from "@remix-run/cloudflare";

/** A mail as the local SMTP server received it (scripts/mail-catcher.mjs). */
export interface ReceivedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string | null;
  listUnsubscribe: string | null;
  text: string;
}

/**
 * What the local SMTP catcher received, newest first (to one address when `to` is set); null
 * when this site runs without one (MAIL_CATCHER_URL unset). Development and tests only: the
 * caller is behind requireDevAccess, and production never sets the var.
 */
export async function receivedMail(context: AppLoadContext, to: string): Promise<ReceivedMail[] | null> {
  const url = context.config.MAIL_CATCHER_URL;
  if (!url) return null;
  const response = await fetch(`${url}${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.map(({ id, receivedAt, from, to, replyTo, subject, messageId, listUnsubscribe, text }) => ({
    id,
    receivedAt,
    from,
    to,
    replyTo,
    subject,
    messageId,
    listUnsubscribe,
    text,
  }));
}
