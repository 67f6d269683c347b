import { Node, mergeAttributes } from "@tiptap/core";

// The one image node the api's allowlist knows (api/src/rich-text): a block with src and alt,
// nothing else. Written here rather than adding @tiptap/extension-image for two attributes.
export const Image = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: "" } };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes, { loading: "lazy" })];
  },
});
