import { IMAGE_PATH_PATTERN } from "@contract/uploads";
import type { Block, Inline, RichTextDoc } from "./types";

// A paragraph that is only `![alt](/files/...)` is an image (the no-JavaScript way to embed a
// file of the library; /content/file-upload shows the line to copy).
const IMAGE_LINE = /^!\[([^\]\n]{0,200})\]\((\/files\/[^\s)]+)\)$/;

/**
 * Plain text as a doc: blank lines separate paragraphs, a single newline is a hard break.
 * What the no-JavaScript textarea sends.
 */
export function fromPlainText(text: string): RichTextDoc {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return {
    type: "doc",
    content: paragraphs.map((p): Block => {
      const image = IMAGE_LINE.exec(p);
      if (image && IMAGE_PATH_PATTERN.test(image[2]!)) return { type: "image", attrs: { src: image[2]!, alt: image[1]!.trim() } };
      const content: Inline[] = [];
      p.split("\n").forEach((line, i) => {
        if (i > 0) content.push({ type: "hardBreak" });
        if (line !== "") content.push({ type: "text", text: line });
      });
      return { type: "paragraph", content };
    }),
  };
}

function inlineText(content: Inline[] | undefined): string {
  return (content ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("");
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return inlineText(block.content);
    case "blockquote":
      return block.content.map(blockText).join("\n\n");
    case "image":
      return `![${block.attrs.alt}](${block.attrs.src})`;
    default:
      return block.content.map((item) => `- ${item.content.map(blockText).join("\n")}`).join("\n");
  }
}

/** The doc's words as plain text (the search index, mails, the textarea's initial value). */
export function toPlainText(doc: RichTextDoc): string {
  return doc.content.map(blockText).join("\n\n");
}
