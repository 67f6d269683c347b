import type { InputHTMLAttributes } from "react";
import { FieldErrors } from "./field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "./field-styles";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  description?: string;
  errors?: string[];
};

/**
 * A labelled native input with its description and errors. Native, so it posts without
 * JavaScript; conform's field metadata (id, name, initialValue, errors) fits its props.
 */
export function TextField({ id, label, description, errors, className, type = "text", ...input }: TextFieldProps) {
  const invalid = Boolean(errors?.length);
  const ids = fieldIds(id, { description: Boolean(description), invalid });
  return (
    <div className={["grid gap-1", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        // Explicit, not the browser's default: a checker of WCAG 1.3.5 reads an input's purpose
        // (autocomplete) only on a typed text field.
        type={type}
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(invalid)}
      />
      {description ? (
        <p id={ids.descriptionId} className={descriptionClasses}>
          {description}
        </p>
      ) : null}
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
