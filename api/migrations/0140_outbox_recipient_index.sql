-- Mail to typed addresses is limited per recipient over the whole platform and per centre per
-- hour, counted on the outbox (api/src/mail/unproven.ts, issue 45): these indexes keep both
-- counts to a range read.
CREATE INDEX outbox_messages_recipient ON outbox_messages (to_address COLLATE NOCASE, created_at);
CREATE INDEX outbox_messages_center ON outbox_messages (tenant_id, volunteer_center_id, created_at);
