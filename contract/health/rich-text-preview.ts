// POST /api/v1/rich_text_previews (/test/tiptap, docs/diagnostics.md): what the api would store of a
// rich-text attribute, and the HTML it renders from it. Nothing is stored.

export const RICH_TEXT_PREVIEW_TYPE = "rich_text_previews";

export interface RichTextPreviewAttributes {
  /** The Tiptap doc as the api stores it (checked against the allowlist). */
  doc: unknown;
  /** The HTML the api renders from it. */
  html: string;
  plain_text: string;
}
