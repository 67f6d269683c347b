/**
 * conform's field metadata as the props TextField, TextAreaField and SelectField take: one spread
 * (`{...fieldProps(fields.title, t("…"))}`) instead of id, name, label, errors and the value sent
 * again, written out per field. `stored`: the value shown until a post sends one back (an edit
 * form's saved value). A defaultValue written after the spread wins (none for a password).
 */
export const fieldProps = (meta: { id: string; name: string; initialValue?: unknown; errors?: string[] }, label: string, stored?: string) => ({
  id: meta.id,
  name: meta.name,
  defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : stored,
  errors: meta.errors,
  label,
});

/**
 * A GET search form's fields from the search it shows: `{...field("city")}` is the id
 * (`${form}-city`), the name it posts and the value searched for now; `key={key("city")}` remounts
 * the field when that value changes, so a new search's value shows after a client-side navigation
 * (React takes no key from a spread).
 */
export function searchFields<S extends object>(form: string, search: S) {
  return {
    field: (name: keyof S & string) => ({ id: `${form}-${name}`, name, defaultValue: String(search[name]) }),
    key: (name: keyof S & string) => `${name}-${String(search[name])}`,
  };
}

/** What `searchFields` gives: a search form's fields, for helpers that render one (FilterSelect). */
export type SearchFields<S extends object> = ReturnType<typeof searchFields<S>>;
