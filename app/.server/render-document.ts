import type { EntryContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString, type ReactDOMServerReadableStream } from "react-dom/server";

export interface StreamOptions {
  nonce: string;
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/**
 * The document's body. A page that does not hydrate is rendered to one string: nothing in it
 * waits (its loaders have answered; lazy parts load only after hydration), so a stream sent the
 * same document at the same moment, and its machinery cost up to a millisecond a page
 * (docs/performance.md, "One string, not a stream"). A hydrating page streams: Remix sends its
 * loader data after the document through a suspended boundary.
 *
 * The string render gets the context without Remix's data stream (`serverHandoffStream`, which
 * patches/@remix-run+server-runtime encodes only when it is read, so such a page never pays for it): its
 * reader is only read for a page that renders the scripts, but taking it locks the stream, and a
 * page whose string holds `<!--$!-->` (a boundary that suspended or failed, left to a browser that
 * will run no script) is streamed instead, with the stream still free.
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
  }
  return renderToReadableStream(page(remixContext), stream);
}
