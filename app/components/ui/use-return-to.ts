import { useLocation } from "@remix-run/react";

/** Where a preference form sends the visitor back to: this page, with its query string. */
export function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}
