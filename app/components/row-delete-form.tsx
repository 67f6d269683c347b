import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";

/**
 * A list row's "delete": a post of the row's `id` with intent=delete to the page's own action, so
 * it works without JavaScript. `label` names the row for a screen reader where the text does not.
 */
export function RowDeleteForm({ id, label, children }: { id: string; label?: string; children: ReactNode }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="id" value={id} />
      <SubmitButton name="intent" value="delete" aria-label={label}>
        {children}
      </SubmitButton>
    </Form>
  );
}
