import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/i18n-t";
import { FieldErrors } from "~/components/ui/field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";

// Only this field imports the editor, and only after hydration: other pages' JavaScript does not
// grow, and until the editor has arrived (or without JavaScript) the textarea works on its own.
const RichTextEditor = lazy(() => import("./rich-text-editor.client"));

type Field = { id: string; name: string; errors?: string[] };

/** A conform form's three fields of one rich text (`x`, `xJson`, `xPrefill`), as DescriptionField takes them. */
export function richTextFields<N extends string>(fields: Record<N | `${N}Json` | `${N}Prefill`, Field>, name: N) {
  return { field: fields[name], json: fields[`${name}Json`], prefill: fields[`${name}Prefill`] };
}

/**
 * A rich-text field. Without JavaScript: a textarea of plain-text paragraphs, plus a hidden copy
 * of the text it was prefilled with; the action sends the description only when they differ, so
 * saving other fields keeps the formatting (docs/vacancies.md "Admin screens"). With JavaScript:
 * the Tiptap editor, which writes its JSON into the `json` field once something is edited.
 */
export function DescriptionField({
  field,
  json,
  prefill,
  label,
  doc,
  plainText,
  rich,
  images = false,
  posted,
}: {
  field: Field;
  json: { name: string };
  prefill: { name: string };
  label: string;
  doc: unknown;
  plainText: string;
  rich: boolean;
  /** Offer "insert image" (pages and news: the library's files, docs/files.md). */
  images?: boolean;
  /** The text posted last (a preview), shown instead of the stored one; the prefill stays the stored one. */
  posted?: string;
}) {
  const { t } = useTranslation("vacancies");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const invalid = Boolean(field.errors?.length);
  const ids = fieldIds(field.id, { description: true, invalid });
  const labelId = `${field.id}-label`;
  const textarea = (
    <>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={posted ?? plainText}
        rows={8}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(invalid)}
      />
      <input type="hidden" name={prefill.name} value={plainText} />
    </>
  );
  return (
    <div className="grid gap-1">
      <label id={labelId} htmlFor={field.id} className={labelClasses}>
        {label}
      </label>
      {enhanced ? (
        <Suspense fallback={textarea}>
          <RichTextEditor id={field.id} name={json.name} labelId={labelId} describedBy={ids.describedBy} initial={doc} images={images} />
        </Suspense>
      ) : (
        textarea
      )}
      <p id={ids.descriptionId} className={descriptionClasses}>
        {enhanced ? null : rich ? t("form.descriptionRichHint") : t("form.descriptionHint")}
      </p>
      <FieldErrors id={ids.errorId} errors={field.errors} />
    </div>
  );
}
