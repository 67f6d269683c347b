import type { EntryContext } from "@remix-run/cloudflare";
import { Suspense, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document";
// Remix's own data boundary (not exported by name): the part a string render must find answered.
// @ts-expect-error -- a file of the package's build, without types of its own.
import { StreamTransfer } from "@remix-run/react/dist/esm/single-fetch.js";
// @ts-expect-error -- as above.
import { escapeHtml } from "@remix-run/react/dist/esm/markup.js";

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

/** A context whose data stream is made when first read, as patches/@remix-run+server-runtime makes it: `reads` counts the reads. */
function lazyContext() {
  const counted = { context: {} as EntryContext, reads: 0 };
  Object.defineProperty(counted.context, "serverHandoffStream", {
    get: () => (counted.reads++, new ReadableStream()),
    enumerable: false,
  });
  return counted;
}

/** RemixServer's end as Remix renders it: the scripts (which mark renderMeta), then its data boundary. */
function RemixDocument({ context, children }: { context: EntryContext; children?: ReactElement }) {
  (context as unknown as { renderMeta: { didRenderScripts?: boolean } }).renderMeta.didRenderScripts = true;
  return (
    <html lang="nl">
      <body>
        <main>{children ?? "the page"}</main>
        <Suspense>
          <StreamTransfer context={context} identifier={0} reader={context.serverHandoffStream!.getReader()} textDecoder={new TextDecoder()} nonce="n" />
        </Suspense>
      </body>
    </html>
  );
}
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

  it("does not start encoding the loader data of a page that does not hydrate (the patch's stream is made when read)", async () => {
    const lazy = lazyContext();
    const body = await renderDocument((c) => <Document context={c} />, lazy.context, false, options());
    expect(body).toBe('<!DOCTYPE html><html lang="nl"><body><main>the page</main></body></html>');
    expect(lazy.reads).toBe(0);
  });

  it("renders a page that hydrates to one string too, its loader data read first and in the document", async () => {
    const data = '[{"_1":2},"loaderData","</script><b>"]';
    const context = { serverHandoffStream: new Response(data).body, renderMeta: {} } as unknown as EntryContext;
    const body = await renderDocument((c) => <RemixDocument context={c} />, context, true, options());
    expect(typeof body).toBe("string");
    expect(body).toContain("<main>the page</main>");
    // Remix's own boundary, answered from its cache: the data enqueued whole (escaped), then closed.
    expect(body).toContain(`window.__remixContext.streamController.enqueue(${escapeHtml(JSON.stringify(data))});`);
    expect(body).toContain("window.__remixContext.streamController.close();");
    expect(body).not.toContain("</script><b>");
    expect(body).not.toContain("<!--$!-->");
    expect(context.serverHandoffStream?.locked, "the data stream read to its end").toBe(true);
  });

  it("streams a page that hydrates when a part of it suspends, with its loader data whole", async () => {
    state.ready = false;
    state.waiting = new Promise<void>((resolve) => setTimeout(() => ((state.ready = true), resolve()), 5));
    const data = '[{"_1":2},"loaderData"]';
    const context = { serverHandoffStream: new Response(data).body, renderMeta: {} } as unknown as EntryContext;
    const page = (c: EntryContext) => (
      <RemixDocument context={c}>
        <Suspense fallback={<p>waiting</p>}>
          <Later />
        </Suspense>
      </RemixDocument>
    );
    const body = await renderDocument(page, context, true, options());
    expect(typeof body).not.toBe("string");
    const html = await text(body);
    expect(html).toContain("arrived");
    expect(html).toContain(escapeHtml(JSON.stringify(data)));
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
