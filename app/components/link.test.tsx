// eslint-disable-next-line no-restricted-imports -- compared with the Link it stands in for
import { Link as RemixLink } from "@remix-run/react";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

// The server's anchor must be the one Remix's Link writes, or the browser's render of Remix's Link
// would not hydrate it. Rendered at a page two levels down, so a relative path would resolve.
const render = (Component: typeof Link, props: ComponentProps<typeof Link>) =>
  renderToString(
    <MemoryRouter initialEntries={["/users/7/edit?page=2"]}>
      <Component {...props} />
    </MemoryRouter>,
  );

describe("a link rendered on the server", () => {
  const cases: ComponentProps<typeof Link>[] = [
    { to: "/", children: "Home" },
    { to: "/users/7?tab=roles#top", className: "underline", "aria-current": "page", children: "Roles" },
    { to: "/organizations/1/", target: "_blank", rel: "noreferrer", children: "Open" },
    { to: "?page=3", children: "Next" },
    { to: "roles", children: "Relative" },
    { to: "/users/../vacancies", children: "Dots" },
    { to: "https://example.org/x", children: "Elsewhere" },
    { to: { pathname: "/users", search: "?q=a" }, children: "Object" },
    { to: "/users", reloadDocument: true, children: "Reload" },
    { to: '/vacatures?q=één huis&x=<b>&y="', children: "Characters" },
    { to: "/nieuws/open%20dag", children: "Encoded" },
  ];

  it.each(cases)("is the anchor Remix's Link writes: %o", (props) => {
    expect(render(Link, props)).toBe(render(RemixLink, props));
  });

  it("is the anchor alone for a plain path, asking the router nothing", () => {
    // Outside a router Remix's Link throws (useHref): this one never reaches a router hook.
    expect(renderToString(<Link to="/users/7">Ann</Link>)).toBe('<a data-discover="true" href="/users/7">Ann</a>');
  });
});
