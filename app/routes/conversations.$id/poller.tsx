import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const EVERY_MS = 5000;

/**
 * With JavaScript, new messages appear without a reload: while the page is visible, the route's
 * data is fetched again every few seconds (and at once when the tab becomes visible again).
 * Without JavaScript nothing happens: a reload shows them.
 */
export function NewMessagesPoller() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    };
    const timer = window.setInterval(tick, EVERY_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [revalidate, state]);
  return null;
}
