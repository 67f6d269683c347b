import type { TextareaHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  description?: string;
  errors?: string[];
};

/** A labelled native textarea with its description and errors, as TextField for one line. */
export function TextAreaField({ id, label, description, errors, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} description={description} errors={errors} className={className}>
      {(control) => <textarea id={id} {...textarea} {...control} />}
    </FieldFrame>
  );
}
