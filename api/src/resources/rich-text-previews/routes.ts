import { RICH_TEXT_PREVIEW_TYPE, type RichTextPreviewAttributes } from "@contract/health/rich-text-preview";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { writeDocument } from "../../jsonapi/request-input";
import { toPlainText } from "../../rich-text/plain-text";
import { renderRichText } from "../../rich-text/render";
import { parseRichText } from "../../rich-text/validate";
import { previewAttributes } from "./schema";

export const RICH_TEXT_PREVIEWS_PATH = "/api/v1/rich_text_previews";

/**
 * The rich-text pipeline of every stored description, without storing anything: the allowlist
 * check (422 with a pointer into the doc), then the server's rendering. For /test/tiptap.
 */
export const richTextPreviewRoutes = new Hono<AppEnv>()
  .post("/", writeDocument([RICH_TEXT_PREVIEW_TYPE], previewAttributes), async (c) => {
    const stored = parseRichText("doc", c.req.valid("json").doc);
    const preview: RichTextPreviewAttributes = { doc: stored, html: renderRichText(stored), plain_text: toPlainText(stored) };
    return sendDocument(c, { data: { type: RICH_TEXT_PREVIEW_TYPE, id: "preview", attributes: preview } });
  })
  .all("/", methodNotAllowed(["POST"]));
