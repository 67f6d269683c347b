import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Image } from "./image-node.client";
import { useState } from "react";
import { useTranslation } from "~/i18n-t";
import { pageNonce } from "~/utils/nonce";

// Loaded lazily by description-field.tsx, on the vacancy pages only (≈130 KB gzip). The schema is
// cut down to what the API's allowlist accepts (docs/vacancies.md "Rich text"): anything pasted
// that it does not know (code, strike, images) is dropped by ProseMirror before it is sent.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: false, protocols: ["mailto", "tel"] },
  }),
  Image,
];

// Absolute http(s), mailto, tel, or a path of this site (a page, a form, a file of the library).
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
// The api accepts only the site's own images (docs/files.md): an upload or a stock image.
const SAFE_IMAGE = /^\/files\/[a-z0-9-]+\/[a-z]+\/[0-9a-f]{64}\.(png|jpg|webp)$/;

type Action = { key: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const ACTIONS: Action[] = [
  { key: "bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "heading2", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: "heading3", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: "bulletList", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: "blockquote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * The description as a Tiptap editor with a small toolbar (buttons with names and aria-pressed).
 * Only an edit writes the hidden `name` input: an untouched description is not sent at all.
 */
export default function RichTextEditor({
  id,
  name,
  labelId,
  describedBy,
  initial,
  images = false,
}: {
  id: string;
  name: string;
  labelId: string;
  describedBy?: string;
  initial: unknown;
  images?: boolean;
}) {
  const { t } = useTranslation("vacancies");
  const [json, setJson] = useState("");
  const [linkError, setLinkError] = useState(false);
  const [imageError, setImageError] = useState(false);
  const editor = useEditor({
    extensions,
    content: initial as object,
    immediatelyRender: false,
    // Tiptap injects its base stylesheet; the CSP allows it only with the page's nonce.
    injectNonce: pageNonce(),
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "min-h-40 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_img]:my-2 [&_img]:max-w-full rounded-b border border-muted-400 bg-white p-3 text-base text-muted-950 focus:outline-2 focus:outline-primary-600 dark:bg-muted-900 dark:text-muted-50",
      },
    },
    onUpdate: ({ editor: e }) => setJson(JSON.stringify(e.getJSON())),
  });
  if (!editor) return null;
  const editLink = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(t("editor.linkPrompt"), current);
    if (href === null) return;
    if (href.trim() === "") {
      setLinkError(false);
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
    } else if (SAFE_LINK.test(href.trim())) {
      setLinkError(false);
      editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    } else setLinkError(true);
  };
  const addImage = () => {
    const src = window.prompt(t("editor.imagePrompt"), "");
    if (src === null || src.trim() === "") return;
    if (!SAFE_IMAGE.test(src.trim())) return setImageError(true);
    const alt = window.prompt(t("editor.imageAltPrompt"), "") ?? "";
    setImageError(false);
    editor
      .chain()
      .focus()
      .insertContent({ type: "image", attrs: { src: src.trim(), alt: alt.trim() } })
      .run();
  };
  const button = "min-h-10 min-w-10 rounded border border-muted-400 px-2 text-sm aria-pressed:bg-primary-700 aria-pressed:text-white dark:border-muted-600";
  return (
    <div data-rich-text-editor="">
      <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap gap-1 rounded-t border border-b-0 border-muted-400 p-1">
        {ACTIONS.map((action) => (
          <button key={action.key} type="button" className={button} aria-pressed={action.active(editor)} onClick={() => action.run(editor)}>
            {t(`editor.${action.key}`)}
          </button>
        ))}
        <button type="button" className={button} aria-pressed={editor.isActive("link")} onClick={editLink}>
          {t("editor.link")}
        </button>
        {images ? (
          <button type="button" className={button} onClick={addImage}>
            {t("editor.image")}
          </button>
        ) : null}
      </div>
      <EditorContent editor={editor} />
      {linkError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("editor.linkInvalid")}
        </p>
      ) : null}
      {imageError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("editor.imageInvalid")}
        </p>
      ) : null}
      <input type="hidden" name={name} value={json} />
    </div>
  );
}
