// A Tiptap doc as the plain text the no-JavaScript textarea shows: blocks separated by a blank
// line, a hard break as a newline (the API reads such text back the same way). `isRich` tells
// whether saving that text would lose formatting (marks, headings, lists, quotes).

interface Node {
  type?: string;
  text?: string;
  attrs?: { src?: string; alt?: string };
  marks?: unknown[];
  content?: Node[];
}

const inline = (node: Node): string =>
  node.type === "text" ? (node.text ?? "") : node.type === "hardBreak" ? "\n" : (node.content ?? []).map(inline).join("");

function blocks(node: Node): string[] {
  if (node.type === "paragraph" || node.type === "heading") return [inline(node)];
  // The textarea's way to write an image; the api reads it back as the same image.
  if (node.type === "image") return [`![${node.attrs?.alt ?? ""}](${node.attrs?.src ?? ""})`];
  return (node.content ?? []).flatMap(blocks);
}

export function docToPlainText(doc: unknown): string {
  if (!doc || typeof doc !== "object") return "";
  return blocks(doc as Node).join("\n\n");
}

export function isRich(doc: unknown): boolean {
  const walk = (node: Node): boolean =>
    Boolean(node.marks?.length) || !["doc", "paragraph", "text", "hardBreak", "image", undefined].includes(node.type) || (node.content ?? []).some(walk);
  return Boolean(doc && typeof doc === "object" && walk(doc as Node));
}

/** What the editor (DescriptionField) starts from for a stored document: it, its plain text, and whether it is rich. */
export interface EditorDefault {
  doc: unknown;
  plainText: string;
  rich: boolean;
}

export const editorDefault = (doc: unknown): EditorDefault => ({ doc, plainText: docToPlainText(doc), rich: isRich(doc) });

/** Textarea text as submitted, for comparing: browsers post newlines as CRLF. */
export const normalizeText = (text: string | undefined) => (text ?? "").replace(/\r\n?/g, "\n").trim();
