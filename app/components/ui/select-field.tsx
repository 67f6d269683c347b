import type { SelectHTMLAttributes } from "react";
import { FieldErrors } from "./field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "./field-styles";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Shown first with an empty value, so "nothing chosen yet" is a real, invalid choice. */
  placeholder?: string;
  description?: string;
  errors?: string[];
};

/** A labelled native select: it works without JavaScript and on every phone's own picker. */
export function SelectField({ id, label, options, placeholder, description, errors, className, ...select }: SelectFieldProps) {
  const invalid = Boolean(errors?.length);
  const ids = fieldIds(id, { description: Boolean(description), invalid });
  return (
    <div className={["grid gap-1", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} {...select} aria-invalid={invalid || undefined} aria-describedby={ids.describedBy} className={inputClasses(invalid)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? (
        <p id={ids.descriptionId} className={descriptionClasses}>
          {description}
        </p>
      ) : null}
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
