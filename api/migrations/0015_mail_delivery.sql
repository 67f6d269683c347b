-- Mail delivery through a Cloudflare Queue (docs/mail.md). The outbox row stays the record of
-- every mail: queued → (sending) → sent, or failed with the transport's last reason once the
-- queue gives up (its dead-letter queue). `sending` is a claim with a lease, so a duplicated or
-- retried queue message finds the row taken or sent and does not send it twice.
ALTER TABLE outbox_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
  CHECK (status IN ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE outbox_messages ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox_messages ADD COLUMN failure_reason TEXT;
ALTER TABLE outbox_messages ADD COLUMN lease_until TEXT;
-- Fixed when the mail is written, so every retry carries the same Message-ID (receivers dedupe
-- on it) and the same sender: the centre's name, its contact address as Reply-To.
ALTER TABLE outbox_messages ADD COLUMN message_id TEXT;
ALTER TABLE outbox_messages ADD COLUMN sender_name TEXT;
ALTER TABLE outbox_messages ADD COLUMN reply_to TEXT;
-- Digests only: the one-click unsubscribe URL (List-Unsubscribe, RFC 8058).
ALTER TABLE outbox_messages ADD COLUMN list_unsubscribe TEXT;

UPDATE outbox_messages SET status = 'sent' WHERE sent_at IS NOT NULL;

-- The cron's sweep for rows whose queue message was lost (a failed send to the queue).
CREATE INDEX outbox_messages_unsent ON outbox_messages (status, created_at) WHERE status IN ('queued', 'sending');

-- The Reply-To of the centre's mails.
ALTER TABLE volunteer_centers ADD COLUMN contact_email TEXT;
