import type { EntryContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString, type ReactDOMServerReadableStream } from "react-dom/server";

export interface StreamOptions {
  nonce: string;
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/** Remix's render bookkeeping (server-runtime's `renderMeta`): its StreamTransfer keeps each
 *  chunk of the data stream it read under its index, and reads a chunk only when none is kept. */
type StreamCache = Record<number, Promise<void> & { result?: { done: boolean; value: string } }>;
type WithRenderMeta = EntryContext & { renderMeta?: { streamCache?: StreamCache } };

/**
 * The document's body, rendered to one string: nothing in a page waits (its loaders have answered;
 * lazy parts load only after hydration), so a stream sent the same document at the same moment,
 * and its machinery cost up to a millisecond a page that does not hydrate and about three on a
 * form that does (docs/performance.md, "CPU").
 *
 * A page that does not hydrate gets the context without Remix's data stream
 * (`serverHandoffStream`, which patches/@remix-run+server-runtime encodes only when it is read, so
 * such a page never pays for it). A page that hydrates needs its loader data in the document:
 * Remix sends it through a suspended boundary (StreamTransfer), which a string render would leave
 * empty. So the data stream is read to its end first (no loader defers anything) and handed to
 * that boundary already answered, in Remix's own cache of what it read (`renderMeta.streamCache`).
 *
 * A page whose string holds `<!--$!-->` (a boundary that suspended or failed, left to a browser
 * that would get no data or run no script) is streamed instead, with the data stream whole.
 */
export async function renderDocument(
  page: (context: EntryContext) => ReactElement,
  remixContext: EntryContext,
  hydrates: boolean,
  stream: StreamOptions,
): Promise<string | ReactDOMServerReadableStream> {
  if (!hydrates) {
    const html = renderToString(page({ ...remixContext, serverHandoffStream: undefined }));
    if (!html.includes("<!--$!-->")) return `<!DOCTYPE html>${html}`;
    return renderToReadableStream(page(remixContext), stream);
  }
  // Read only here: reading it starts the encoding (the patch's getter), a page's whole data.
  let handoff = remixContext.serverHandoffStream;
  if (handoff) {
    const data = await new Response(handoff).text();
    const answered = Object.assign(Promise.resolve(), { result: { done: true, value: data } });
    const context: WithRenderMeta = {
      ...remixContext,
      renderMeta: { ...(remixContext as WithRenderMeta).renderMeta, streamCache: { 0: answered } },
      // Remix takes a reader of it on render, and reads nothing from it: the cache answers.
      serverHandoffStream: textStream(""),
    };
    const html = renderToString(page(context));
    if (!html.includes("<!--$!-->")) return `<!DOCTYPE html>${html}`;
    handoff = textStream(data);
  }
  return renderToReadableStream(page({ ...remixContext, serverHandoffStream: handoff }), stream);
}

/** A byte stream of `text`, as Remix's data stream is. */
function textStream(text: string): ReadableStream<Uint8Array> {
  return new Response(text).body ?? new ReadableStream({ start: (controller) => controller.close() });
}
