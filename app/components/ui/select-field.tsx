import type { SelectHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

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
  return (
    <FieldFrame id={id} label={label} description={description} errors={errors} className={className}>
      {(control) => (
        <select id={id} {...select} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
