import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { previewRichText } from "~/.server/api/rich-text-previews";

/**
 * /test/tiptap: the editor's JSON (or the plain text without JavaScript) through the api's
 * rich-text pipeline: what it would store and the HTML it renders. Nothing is stored.
 */
export async function tiptapAction(formData: FormData, context: AppLoadContext) {
  const json = String(formData.get("docJson") ?? "");
  let doc: unknown = String(formData.get("doc") ?? "");
  if (json) {
    try {
      doc = JSON.parse(json);
    } catch {
      return data({ preview: null, error: "invalid JSON" }, { status: 400 });
    }
  }
  try {
    const preview = await previewRichText(context.api, doc);
    return data({ preview: { doc: JSON.stringify(preview.doc, null, 2), html: preview.html, plainText: preview.plainText }, error: null });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ preview: null, error: error.message }, { status: error.status });
    throw error;
  }
}
