import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { missingTag } from "./access";
import { findTag } from "./queries";
import { showQuery } from "./schema";
import { type TagRow, tagSerializer, toTagResource } from "./serializer";

export const TAGS_PATH = "/api/v1/tags";

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const resourceUrl = (c: Context) => (tag: { id: string }) => new URL(`${TAGS_PATH}/${tag.id}`, c.req.url).href;

/** One tag as every single-resource answer sends it. */
export async function sendTag(c: Context<AppEnv>, row: TagRow, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toTagResource(row);
  const document = await serializeDocument(tagSerializer, resource, {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: resourceUrl(c),
  });
  const headers: Record<string, string> = status === 201 ? { Location: resourceUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
}

/** The tenant's tag of the path (404 for a malformed, missing or foreign id). */
export async function pathTag(c: Context<AppEnv>): Promise<TagRow> {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findTag(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw missingTag(param);
  return row;
}
