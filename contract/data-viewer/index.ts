import { z } from "zod";
import type { QuerySpec } from "../list";

// /admin/data-viewer (super admins, docs/data-viewer.md): a read-only view of the tenant's tables.

export const DATA_VIEWER_TABLES = "data_viewer_tables";
export const DATA_VIEWER_ROWS = "data_viewer_rows";

/**
 * Columns the viewer never shows, never searches and never sends: secrets (password hashes,
 * tokens and their digests, the auth client id) and what carries them (mail bodies hold
 * confirmation and reset links). A name matching DENIED_COLUMN_PATTERN is denied in every table,
 * so a new `*_token_digest` column is hidden before anyone thinks of it. "digest" only at the end
 * (a hash's digest): the periodic digest mail's `digest_postcode` and the like are no secret.
 */
export const DENIED_COLUMN_PATTERN = /password|digest$|token|secret|hash|salt|otp|api_key|credential/i;
export const DENIED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  auth_tokens: ["client"],
  outbox_messages: ["text_body", "html_body", "list_unsubscribe"],
  // Private messages: the centre reads a conversation only after a participant reports it
  // (docs/conversations.md), on the conversation's own page, never through the viewer.
  messages: ["body"],
  conversations: ["report_reason"],
};

export const isDeniedColumn = (table: string, column: string) => DENIED_COLUMN_PATTERN.test(column) || (DENIED_COLUMNS[table] ?? []).includes(column);

/**
 * Tables the viewer leaves out although they carry a tenant_id: operational counters keyed by a
 * hash of the visitor's address, not the tenant's data.
 */
export const HIDDEN_TABLES = ["rate_limit_counters", "sign_in_failures"] as const;

/** The longest text a cell carries; longer values end in "…". */
export const CELL_MAX_LENGTH = 300;

/** GET /api/v1/data_viewer/tables/:name: one page of rows, optionally searched. */
export const dataViewerRowsQuery = {
  page: { defaultSize: 25, maxSize: 100 },
  filter: { q: z.string().trim().min(1).max(100) },
} as const satisfies QuerySpec;
