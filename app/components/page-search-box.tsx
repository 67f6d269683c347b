import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";

interface PageSearchBoxProps {
  /** The search page the words go to (a GET, so it works without JavaScript). */
  action: string;
  /** The search page's own parameter for its words. */
  name: string;
  id: string;
  label: string;
  submit: string;
}

/**
 * A one-field search on a detail page (an organization, a vacancy), so a visitor who arrived from
 * outside can look for the next one without finding the search page first.
 */
export function PageSearchBox({ action, name, id, label, submit }: PageSearchBoxProps) {
  return (
    <Form method="get" action={action} role="search" aria-labelledby={`${id}-label`} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <label id={`${id}-label`} htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <input id={id} name={name} type="search" className={inputClasses(false)} />
      </div>
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </Form>
  );
}
