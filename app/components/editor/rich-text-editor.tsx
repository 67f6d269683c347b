import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";

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
];

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

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
export default function RichTextEditor({ id, name, labelId, describedBy, initial }: { id: string; name: string; labelId: string; describedBy?: string; initial: unknown }) {
  const { t } = useTranslation("vacancies");
  const [json, setJson] = useState("");
  const [linkError, setLinkError] = useState(false);
  const editor = useEditor({
    extensions,
    content: initial as object,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "min-h-40 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 rounded-b border border-muted-400 bg-white p-3 text-base text-muted-950 focus:outline-2 focus:outline-primary-600 dark:bg-muted-900 dark:text-muted-50",
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
      </div>
      <EditorContent editor={editor} />
      {linkError ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{t("editor.linkInvalid")}</p> : null}
      <input type="hidden" name={name} value={json} />
    </div>
  );
}
