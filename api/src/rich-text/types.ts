/** The allowlisted Tiptap (ProseMirror JSON) shapes, as stored after validate.ts accepted them. */
export type Mark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };

export type Inline = { type: "text"; text: string; marks?: Mark[] } | { type: "hardBreak" };

export type Block =
  | { type: "paragraph"; content?: Inline[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: Inline[] }
  | { type: "bulletList"; content: ListItem[] }
  | { type: "orderedList"; attrs?: { start: number }; content: ListItem[] }
  | { type: "blockquote"; content: Block[] }
  // An image of the site's own files (`/files/...`): an upload of the centre or a stock image.
  | { type: "image"; attrs: { src: string; alt: string } };

export interface ListItem {
  type: "listItem";
  content: Block[];
}

export interface RichTextDoc {
  type: "doc";
  content: Block[];
}

export const EMPTY_DOC: RichTextDoc = { type: "doc", content: [] };
