// eslint-disable-next-line no-restricted-imports -- the one place Remix's Link is wrapped
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

// On the server a link is only its anchor: Remix's Link resolves its path twice and sets up a
// click handler and prefetch state that only the browser uses, which came to about a millisecond
// of CPU on a page of many links (/users, issue 47). For a plain path from the root the anchor is
// the one Remix's Link writes (the app has no basename, and the link is discovered), so the
// browser's render of Remix's Link hydrates it. A relative path ("?page=2", "edit"), a path with
// dots, another origin, an object, or any of the Link's own options goes through Remix's Link.

const SERVER = typeof document === "undefined";

/** Props of Remix's Link the anchor alone cannot carry. */
const ROUTER_PROPS = ["reloadDocument", "replace", "state", "relative", "preventScrollReset", "viewTransition", "prefetch", "discover"] as const;

const plainPath = (to: LinkProps["to"]): to is string => typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.includes("/.");

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, target, ...anchor } = props;
  if (SERVER && plainPath(to) && !ROUTER_PROPS.some((name) => name in anchor)) {
    // In the order Remix's Link writes them, so the markup is the same byte for byte.
    return <a {...anchor} data-discover="true" href={to} ref={ref} target={target} />;
  }
  return <RemixLink {...props} ref={ref} />;
});
