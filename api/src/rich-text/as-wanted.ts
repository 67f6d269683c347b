import { renderRichText } from "./render";
import { EMPTY_DOC, type RichTextDoc } from "./types";
import { storedRichText } from "./validate";

/**
 * A stored rich text as a serializer sends it: the document and its HTML, each made only when the
 * query's fieldset asks for it (`wanted`: jsonapi/sparse-fieldsets.ts richTextWanted), else empty,
 * which the fieldset then drops. Parsing and rendering every row's text was most of a list's CPU.
 */
export function richTextAsWanted(stored: string, wanted = { doc: true, html: true }): { doc: RichTextDoc; html: string } {
  const doc = wanted.doc || wanted.html ? storedRichText(stored) : EMPTY_DOC;
  return { doc, html: wanted.html ? renderRichText(doc) : "" };
}
