import { FORM_FILE_TYPES, FORM_LIMITS, type FormField } from "@contract/forms";
import { useTranslation } from "~/i18n-t";
import { FieldErrors } from "~/components/ui/field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";
import { formatBytes } from "~/utils/bytes";

/** The file a visitor already added (the answer's JSON, carried between steps), if any. */
function added(value: string): { name: string; size: number } | null {
  try {
    const file = JSON.parse(value) as { name?: unknown; size?: unknown };
    return typeof file.name === "string" && typeof file.size === "number" ? { name: file.name, size: file.size } : null;
  } catch {
    return null;
  }
}

/**
 * A form's file field: a file input (PDF, PNG or JPEG, at most 2 MB). A file added on an earlier
 * post is named, and its answer rides along as a hidden field; choosing another replaces it.
 */
export function FileAnswerInput({
  id,
  field,
  label,
  help,
  errors,
  value,
}: {
  id: string;
  field: FormField;
  label: string;
  help?: string;
  errors?: string[];
  value: string;
}) {
  const { t, i18n } = useTranslation("forms");
  const file = added(value);
  const hint = [help, t("public.fileHint", { size: formatBytes(FORM_LIMITS.fileBytesMax, i18n.language) })].filter(Boolean).join(" ");
  const ids = fieldIds(id, { description: true, invalid: Boolean(errors) });
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {file ? (
        <p className="text-sm" id={`${id}-added`}>
          {t("public.fileAdded", { name: file.name, size: formatBytes(file.size, i18n.language) })}
          <input type="hidden" name={field.key} value={value} />
        </p>
      ) : null}
      <input
        id={id}
        name={field.key}
        type="file"
        accept={FORM_FILE_TYPES.join(",")}
        aria-invalid={errors ? true : undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(Boolean(errors))}
      />
      <p id={ids.descriptionId} className={descriptionClasses}>
        {hint}
      </p>
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
