import type { InputHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

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
  return (
    <FieldFrame id={id} label={label} description={description} errors={errors} className={className}>
      {(control) => (
        <input
          id={id}
          // Explicit, not the browser's default: a checker of WCAG 1.3.5 reads an input's purpose
          // (autocomplete) only on a typed text field.
          type={type}
          {...input}
          {...control}
        />
      )}
    </FieldFrame>
  );
}
