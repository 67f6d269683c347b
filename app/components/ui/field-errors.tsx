import { errorListClasses } from "./field-styles";

/** A field's messages; the id is what the field's aria-describedby points at. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={errorListClasses}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
