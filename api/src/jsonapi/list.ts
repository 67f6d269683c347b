import type { Context } from "hono";
import { sendDocument } from "./document";
import { pageLinks } from "./pagination";
import type { Page } from "./query-spec";
import { type DocumentOptions, serializeDocument } from "./serialize";
import type { Serializer } from "./ts-japi";

/** What a list's parsed query brings to its page: includes, sparse fieldsets and the page asked for. */
type PageQuery = Pick<DocumentOptions<never>, "include" | "fields"> & { page: Page };

/**
 * Answers one page of a list as every list of the API does: the resources with the query's
 * includes and fieldsets, `meta.total` (and the list's own meta beside it), and the first, prev,
 * next and last links.
 */
export async function sendList<T extends { id: string }>(
  c: Context,
  serializer: Serializer<T>,
  resources: T[],
  query: PageQuery,
  { total, resourceUrl, meta }: { total: number; resourceUrl?: (resource: T) => string; meta?: Record<string, unknown> },
) {
  const document = await serializeDocument(serializer, resources, {
    include: query.include,
    fields: query.fields,
    selfUrl: c.req.url,
    resourceUrl,
    meta: { total, ...meta },
    pageLinks: pageLinks(c.req.url, query.page, total),
  });
  return sendDocument(c, document);
}
