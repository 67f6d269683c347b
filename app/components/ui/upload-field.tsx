import { FieldErrors } from "./field-errors";
import { descriptionClasses, inputClasses, labelClasses } from "./field-styles";

/**
 * A labelled file input of a multipart form with its hint (the accepted size) and errors: the
 * file library, the stock images and a news item's image. Its hint is always shown, so the input
 * is always described by it (`${id}-hint`), and by its errors (`${id}-error`) when there are any.
 */
export function UploadField({
  id,
  name,
  label,
  hint,
  accept,
  required,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  required?: boolean;
  errors?: string[];
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        required={required}
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        className={inputClasses(invalid)}
      />
      <p id={`${id}-hint`} className={descriptionClasses}>
        {hint}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
