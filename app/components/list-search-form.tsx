import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A list page's search as one GET form (works without JavaScript, and the URL can be shared):
 * the page size is kept, the page starts again at 1, and "reset" clears every filter.
 */
export function ListSearchForm({ label, perPage, submit, reset, children }: { label: string; perPage: number; submit: string; reset: string; children: ReactNode }) {
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="per_page" value={perPage} />
      {children}
      <Button type="submit" variant="primary">{submit}</Button>
      <Link to="?" className="inline-flex min-h-10 items-center underline">{reset}</Link>
    </Form>
  );
}
