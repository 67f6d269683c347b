import { escapeHtml } from "../mail/render";
import type { Block, Inline, Mark, RichTextDoc } from "./types";

// Every piece of text is escaped and every tag comes from this file, so a stored doc can only
// ever produce these elements: p, h2, h3, ul, ol, li, blockquote, br, strong, em, a[href][rel], img[src][alt] (src a /files/ path).
function wrap(mark: Mark, html: string): string {
  switch (mark.type) {
    case "bold":
      return `<strong>${html}</strong>`;
    case "italic":
      return `<em>${html}</em>`;
    case "link":
      return `<a href="${escapeHtml(mark.attrs.href)}" rel="nofollow noopener noreferrer">${html}</a>`;
  }
}

function inline(node: Inline): string {
  if (node.type === "hardBreak") return "<br>";
  return (node.marks ?? []).reduceRight((html, mark) => wrap(mark, html), escapeHtml(node.text));
}

const inlines = (content: Inline[] | undefined) => (content ?? []).map(inline).join("");

function block(node: Block): string {
  switch (node.type) {
    case "paragraph":
      return `<p>${inlines(node.content)}</p>`;
    case "heading":
      return `<h${node.attrs.level}>${inlines(node.content)}</h${node.attrs.level}>`;
    case "image":
      return `<img src="${escapeHtml(node.attrs.src)}" alt="${escapeHtml(node.attrs.alt)}" loading="lazy" decoding="async">`;
    case "blockquote":
      return `<blockquote>${node.content.map(block).join("")}</blockquote>`;
    case "bulletList":
    case "orderedList": {
      const tag = node.type === "bulletList" ? "ul" : "ol";
      const start = node.type === "orderedList" && node.attrs ? ` start="${node.attrs.start}"` : "";
      const items = node.content.map((item) => `<li>${item.content.map(block).join("")}</li>`).join("");
      return `<${tag}${start}>${items}</${tag}>`;
    }
  }
}

/** A validated doc as HTML (the `description_html` attribute); safe to insert into a page. */
export function renderRichText(doc: RichTextDoc): string {
  return doc.content.map(block).join("");
}
