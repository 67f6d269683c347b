import { useFetcher, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ScalePreview } from "./shade-preview";

type Preview = Record<"primary" | "secondary" | "tertiary" | "muted", ScalePreview>;

const DELAY_MS = 250;

/**
 * With JavaScript the shades follow the colour fields as they change: the form is posted in the
 * background with `intent=preview` (the same action and `resolveShades` as "Voorbeeld bekijken",
 * so the live preview and the saved theme cannot differ), without its files, a moment after the
 * last change. Without JavaScript the button does the same with a page load.
 *
 * A background preview never overlaps the form's own submission. Its answer carries the session
 * cookie as it was when the preview left, so arriving after the save's answer it put back a
 * session without the save's "saved" toast; and the router, revalidating after the preview,
 * dropped the redirect's page whose loader had already taken that toast out of the session.
 * Either way the save went through without a word (a CI flake, and a real user's lot on a slow
 * line). So a submission cancels the preview that is still waiting, waits for one on its way,
 * and no preview leaves while a submission is under way. A held submission shows its button busy
 * at once, as a submission on its way does.
 */
export function useLivePreview(initial: Preview) {
  const fetcher = useFetcher<{ preview: Preview | null }>();
  const submitting = useNavigation().state !== "idle";
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A submission held back until the preview on its way is done: the form as pressed.
  const [held, setHeld] = useState<{ data: FormData; intent: string; action?: string } | null>(null);
  // For the timer's and the submit handler's callbacks, which outlive the render that made them.
  const busy = useRef({ fetcher: false, submitting: false });
  busy.current = { fetcher: fetcher.state !== "idle", submitting: submitting || held !== null };
  const submit = useSubmit();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.state !== "idle" || !held) return;
    setHeld(null);
    submit(held.data, { method: "post", encType: "multipart/form-data", action: held.action });
  }, [fetcher.state, held, submit]);

  function schedule(form: HTMLFormElement) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => post(form), DELAY_MS);
  }
  function post(form: HTMLFormElement) {
    // A change made while the form is being submitted is previewed once that is done.
    if (busy.current.submitting) return schedule(form);
    const data = new FormData(form);
    data.delete("logo");
    data.delete("favicon");
    data.set("intent", "preview");
    // A newer change supersedes a preview still on its way: the router aborts that post, which
    // is no error (uncaught, the browser reported it as one).
    Promise.resolve(fetcher.submit(data, { method: "post", encType: "multipart/form-data" })).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === "AbortError")) throw error;
    });
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === "file" || target.type === "checkbox") return;
    schedule(event.currentTarget);
  };
  /** Runs before the form's own submit handling; holds the submission back while a preview is out. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current);
    if (!busy.current.fetcher) return;
    event.preventDefault();
    // FormData(form) leaves out the pressed button; Enter in a field presses the first, "save".
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(form);
    const intent = submitter instanceof HTMLButtonElement && submitter.name === "intent" ? submitter.value : "save";
    data.set("intent", intent);
    setHeld({ data, intent, action: form.getAttribute("action") ?? undefined });
  };
  // A refused preview (an incomplete shade set) keeps the last good one; its error shows on saving.
  return { preview: fetcher.data?.preview ?? initial, onChange, onSubmit, held: held?.intent ?? null };
}
