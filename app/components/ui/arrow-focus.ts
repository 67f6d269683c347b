import type { KeyboardEvent } from "react";

const FOCUSABLE = "a[href], button:not([disabled])";
// These use the arrow keys themselves.
const OWN_ARROWS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/**
 * Up and Down move focus between the links and buttons of a popover panel, as they do in a menu,
 * so every toolbar popup answers the arrow keys; Tab keeps working as usual.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  if (OWN_ARROWS.has((event.target as HTMLElement).tagName)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const step = event.key === "ArrowDown" ? 1 : -1;
  const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
  items[next].focus();
}
