import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { ScalePreview } from "./shade-preview";

type Preview = Record<"primary" | "secondary" | "tertiary" | "muted", ScalePreview>;

const DELAY_MS = 250;

/**
 * With JavaScript the shades follow the colour fields as they change: the form is posted in the
 * background with `intent=preview` (the same action and `resolveShades` as "Voorbeeld bekijken",
 * so the live preview and the saved theme cannot differ), without its files, a moment after the
 * last change. Without JavaScript the button does the same with a page load.
 */
export function useLivePreview(initial: Preview) {
  const fetcher = useFetcher<{ preview: Preview | null }>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === "file" || target.type === "checkbox") return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      data.delete("logo");
      data.delete("favicon");
      data.set("intent", "preview");
      // A newer change supersedes a preview still on its way: the router aborts that post, which
      // is no error (uncaught, the browser reported it as one).
      Promise.resolve(fetcher.submit(data, { method: "post", encType: "multipart/form-data" })).catch((error: unknown) => {
        if (!(error instanceof Error && error.name === "AbortError")) throw error;
      });
    }, DELAY_MS);
  };
  // A refused preview (an incomplete shade set) keeps the last good one; its error shows on saving.
  return { preview: fetcher.data?.preview ?? initial, onChange };
}
