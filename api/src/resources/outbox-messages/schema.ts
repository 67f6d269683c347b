import { z } from "zod";
import type { QuerySpec } from "../../jsonapi/query";

export const OUTBOX_MESSAGES = "outbox_messages";

/** GET /api/v1/outbox_messages: newest first; filters let the mail viewer and e2e tests find one. */
export const outboxQuery = {
  fields: {
    [OUTBOX_MESSAGES]: ["to", "subject", "text", "html", "locale", "kind", "created_at", "sent_at", "status", "attempts", "failure_reason"],
  },
  page: { defaultSize: 50, maxSize: 200 },
  filter: {
    to_eq: z
      .string()
      .min(1)
      .max(254)
      .transform((v) => v.toLowerCase()),
    kind_eq: z.string().min(1).max(40),
  },
} satisfies QuerySpec;
