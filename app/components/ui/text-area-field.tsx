import type { TextareaHTMLAttributes } from "react";
import { FieldErrors } from "./field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "./field-styles";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  description?: string;
  errors?: string[];
};

/** A labelled native textarea with its description and errors, as TextField for one line. */
export function TextAreaField({ id, label, description, errors, className, ...textarea }: TextAreaFieldProps) {
  const invalid = Boolean(errors?.length);
  const ids = fieldIds(id, { description: Boolean(description), invalid });
  return (
    <div className={["grid gap-1", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea id={id} {...textarea} aria-invalid={invalid || undefined} aria-describedby={ids.describedBy} className={inputClasses(invalid)} />
      {description ? (
        <p id={ids.descriptionId} className={descriptionClasses}>
          {description}
        </p>
      ) : null}
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
