/**
 * conform's field metadata as the props TextField, TextAreaField and SelectField take: one spread
 * (`{...fieldProps(fields.title, t("…"))}`) instead of id, name, label, errors and the value sent
 * again, written out per field. A defaultValue written after the spread wins (a stored value, or
 * none for a password).
 */
export const fieldProps = (meta: { id: string; name: string; initialValue?: unknown; errors?: string[] }, label: string) => ({
  id: meta.id,
  name: meta.name,
  defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
  errors: meta.errors,
  label,
});
