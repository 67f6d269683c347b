import { Form, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n-t";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "./ui/button";
import { inputClasses, labelClasses } from "./ui/field-styles";

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/**
 * The search parameters a page-size change keeps. The page number goes: page 7 of 10 per page is
 * not page 7 of 100 per page, so the list starts again at its first page.
 */
export function keptSearchParams(params: URLSearchParams): [string, string][] {
  return [...params].filter(([name]) => name !== "per_page" && name !== "page");
}

/**
 * How many rows a list shows, as a GET form. Without JavaScript the visitor presses "Show";
 * once hydrated a change submits at once and the button is only there for screen readers and
 * for keyboard users who tab to it (it appears when focused).
 */
export function PerPageSelect({ value, options = PER_PAGE_OPTIONS }: { value: number; options?: readonly number[] }) {
  const { t } = useTranslation("ui");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex flex-wrap items-end gap-2">
      {keptSearchParams(searchParams).map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <div className="grid gap-1">
        <label htmlFor={id} className={labelClasses}>
          {t("perPage.label")}
        </label>
        <select
          id={id}
          name="per_page"
          defaultValue={String(value)}
          key={value}
          className={`${inputClasses(false)} w-24`}
          onChange={hydrated ? (event) => submit(event.currentTarget.form, { preventScrollReset: true }) : undefined}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="muted" className={hydrated ? "sr-only focus:not-sr-only" : undefined}>
        {t("perPage.submit")}
      </Button>
    </Form>
  );
}
