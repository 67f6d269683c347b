import type { Camelized } from "@contract/case";
import { RICH_TEXT_PREVIEW_TYPE, type RichTextPreviewAttributes } from "@contract/health/rich-text-preview";
import type { ApiClient } from "./client";

/** POST /rich_text_previews: the API's sanitized store of a document and its HTML; nothing is stored. */
export async function previewRichText(api: ApiClient, doc: unknown): Promise<Camelized<RichTextPreviewAttributes>> {
  const { data } = await api.request<Camelized<RichTextPreviewAttributes>>("POST", "/api/v1/rich_text_previews", {
    body: { data: { type: RICH_TEXT_PREVIEW_TYPE, attributes: { doc } } },
  });
  return data;
}
