import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { BrowserSubmitButton, ServerSubmitButton, SubmitButton } from "./submit-button";

// The server's button must be the browser's first render of it (not hydrated yet), or hydration
// would not match: both rendered in a data router at a route of their own.
async function render(element: ReactElement) {
  const { query, dataRoutes } = createStaticHandler([{ path: "/users/:id", element }]);
  const context = await query(new Request("https://x.example/users/7?tab=roles"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}

describe("a submit button rendered on the server", () => {
  const cases = [
    { children: "Opslaan" },
    { children: "Verwijderen", variant: "danger", name: "intent", value: "delete", formAction: "/users/7/delete", formMethod: "post" },
    { children: "Bezig", pending: true, className: "w-full" },
  ] as const;

  it.each(cases)("is the browser's first render of it: %o", async (props) => {
    expect(await render(<ServerSubmitButton {...props} />)).toBe(await render(<BrowserSubmitButton {...props} />));
  });

  it("is the server's own here, asking the router nothing", () => {
    expect(SubmitButton).toBe(ServerSubmitButton);
    // Outside a router the browser's would throw (useNavigation).
    expect(renderToString(<SubmitButton>Opslaan</SubmitButton>)).toContain('type="submit"');
  });
});
