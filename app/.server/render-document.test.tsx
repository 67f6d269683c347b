import type { EntryContext } from "@remix-run/cloudflare";
import { Suspense, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document";

// The worker's react-dom/server (the browser build) has renderToReadableStream; Node's has not.
vi.mock(
  "react-dom/server",
  () =>
    // @ts-expect-error -- @types/react-dom names no module for the browser build; it is react-dom/server's there.
    import("react-dom/server.browser"),
);

/** A stand-in for RemixServer: it takes the data stream's reader when the context has one, as Remix does. */
function Document({ context, children }: { context: EntryContext; children?: ReactElement }) {
  context.serverHandoffStream?.getReader();
  return (
    <html lang="nl">
      <body>
        <main>{children ?? "the page"}</main>
      </body>
    </html>
  );
}

/** A part that suspends once on the server (as a lazy component would), then shows its text. */
function Later() {
  if (!state.ready) throw state.waiting;
  return <p>arrived</p>;
}
const state = { ready: false, waiting: Promise.resolve() };

const remixContext = () => ({ serverHandoffStream: new ReadableStream() }) as unknown as EntryContext;
const options = (errors: unknown[] = []) => ({ nonce: "n", signal: new AbortController().signal, onError: (error: unknown) => errors.push(error) });
const text = async (body: string | ReadableStream<Uint8Array>) => (typeof body === "string" ? body : new Response(body).text());

describe("renderDocument", () => {
  it("renders a page that does not hydrate to one string, without Remix's data stream", async () => {
    const seen: EntryContext[] = [];
    const context = remixContext();
    const body = await renderDocument((c) => (seen.push(c), (<Document context={c} />)), context, false, options());
    expect(typeof body).toBe("string");
    expect(body).toBe('<!DOCTYPE html><html lang="nl"><body><main>the page</main></body></html>');
    expect(seen.map((c) => c.serverHandoffStream)).toEqual([undefined]);
    expect(context.serverHandoffStream?.locked, "the data stream left unread and free").toBe(false);
  });

  it("streams a page that hydrates, with the data stream", async () => {
    const context = remixContext();
    const body = await renderDocument((c) => <Document context={c} />, context, true, options());
    expect(typeof body).not.toBe("string");
    expect(context.serverHandoffStream?.locked).toBe(true);
    expect(await text(body)).toContain("<main>the page</main>");
  });

  it("streams a page that does not hydrate when a part of it suspends, so the part arrives and nothing fails", async () => {
    state.ready = false;
    state.waiting = new Promise<void>((resolve) => setTimeout(() => ((state.ready = true), resolve()), 5));
    const errors: unknown[] = [];
    const page = (c: EntryContext) => (
      <Document context={c}>
        <Suspense fallback={<p>waiting</p>}>
          <Later />
        </Suspense>
      </Document>
    );
    const body = await renderDocument(page, remixContext(), false, options(errors));
    expect(typeof body).not.toBe("string");
    const html = await text(body);
    expect(html).toContain("arrived");
    expect(html).not.toContain("<!--$!-->");
    expect(errors).toEqual([]);
  });
});
