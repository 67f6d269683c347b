import { FieldErrors } from "~/components/ui/field-errors";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";

/** A file input of a settings form with its current file, a "remove" box, its hint and errors. */
export function FileField({
  id,
  name,
  label,
  hint,
  current,
  removeName,
  removeLabel,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  current: string | null;
  removeName: string;
  removeLabel: string;
  errors?: string[];
}) {
  const ids = fieldIds(id, { description: true, invalid: Boolean(errors?.length) });
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {current ? <img src={current} alt="" className="h-16 w-auto max-w-48 rounded-theme border border-muted-300 bg-white p-1" /> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(Boolean(errors?.length))}
      />
      <p id={ids.descriptionId} className={descriptionClasses}>
        {hint}
      </p>
      <FieldErrors id={ids.errorId} errors={errors} />
      {current ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={removeName} className="size-5" />
          {removeLabel}
        </label>
      ) : null}
    </div>
  );
}
