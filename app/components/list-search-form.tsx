import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { SearchFields } from "~/utils/field-props";
import type { FormOption } from "~/utils/form-options";

interface SearchFormProps {
  /** The search landmark's name. */
  label: string;
  submit: string;
  reset: string;
  /** Where the form searches (an embed searches itself); "reset" goes there without a query. */
  action?: string;
  resetTo?: string;
  /** A public search's grid of fields; the buttons then take a row of their own below it. */
  grid?: string;
  children: ReactNode;
}

const rowClasses = "flex flex-wrap items-end gap-4";

/**
 * The frame of every search: one GET form (works without JavaScript, and the URL can be shared),
 * a search landmark, "search" and a "reset" link that clears every filter. A new search starts
 * at page 1, as the form posts no page. Without `grid` the fields and buttons wrap in one row
 * (the managed lists); with it the fields fill the grid and the buttons follow (the public searches).
 */
export function SearchForm({ label, submit, reset, action, resetTo = action ?? "?", grid, children }: SearchFormProps) {
  const buttons = (
    <>
      <Button type="submit" variant="primary">
        {submit}
      </Button>
      <Link to={resetTo} className="inline-flex min-h-10 items-center underline">
        {reset}
      </Link>
    </>
  );
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={grid ?? rowClasses}>
      {children}
      {grid ? <div className={rowClasses}>{buttons}</div> : buttons}
    </Form>
  );
}

/** A managed list's search: the frame, keeping the chosen page size. */
export function ListSearchForm({
  label,
  perPage,
  submit,
  reset,
  children,
}: {
  label: string;
  perPage: number;
  submit: string;
  reset: string;
  children: ReactNode;
}) {
  return (
    <SearchForm label={label} submit={submit} reset={reset}>
      <input type="hidden" name="per_page" value={perPage} />
      {children}
    </SearchForm>
  );
}

interface FilterSelectProps<S extends object> {
  fields: SearchFields<S>;
  name: keyof S & string;
  label: string;
  /** The empty choice, which filters nothing ("Alle statussen"). */
  all: string;
  options: FormOption[];
}

/**
 * A list's filter: a select of the search (`fields` from searchFields gives its id, name and the
 * value searched for now, and remounts it when that value changes), with `all` as the empty choice
 * that filters nothing.
 */
export function FilterSelect<S extends object>({ fields, name, all, ...select }: FilterSelectProps<S>) {
  return <SelectField {...fields.field(name)} key={fields.key(name)} placeholder={all} {...select} />;
}

interface PostcodeFieldProps<S extends { postcode: string }> {
  fields: SearchFields<S>;
  label: string;
  hint: string;
  error?: string | null;
}

/** A search's postcode, the centre of its distance: the hint says how to write one, `error` that it was not found. */
export function PostcodeField<S extends { postcode: string }>({ fields, label, hint, error }: PostcodeFieldProps<S>) {
  return (
    <TextField
      {...fields.field("postcode")}
      key={fields.key("postcode")}
      label={label}
      description={hint}
      autoComplete="postal-code"
      errors={error ? [error] : undefined}
    />
  );
}
