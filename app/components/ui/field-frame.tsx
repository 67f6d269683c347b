import type { ReactNode } from "react";
import { FieldErrors } from "./field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "./field-styles";

/** What a field's control takes from its frame: invalid state, what describes it, its look. */
export interface ControlProps {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface FieldFrameProps {
  id: string;
  label: string;
  description?: string;
  errors?: string[];
  className?: string;
  /** The native control, given the props that tie it to its description and errors. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * The label, description and errors around one native control: TextField, TextAreaField and
 * SelectField differ only in the control, so they share this frame.
 */
export function FieldFrame({ id, label, description, errors, className, children }: FieldFrameProps) {
  const invalid = Boolean(errors?.length);
  const ids = fieldIds(id, { description: Boolean(description), invalid });
  return (
    <div className={["grid gap-1", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({ "aria-invalid": invalid || undefined, "aria-describedby": ids.describedBy, className: inputClasses(invalid) })}
      {description ? (
        <p id={ids.descriptionId} className={descriptionClasses}>
          {description}
        </p>
      ) : null}
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
