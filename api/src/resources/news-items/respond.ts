import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { NewsItem } from "../../db/content-schema";
import { sendDocument } from "../../jsonapi/document";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { loadActor } from "../../auth/actor";
import { canManageContent } from "../pages/access";
import { findNewsItem, isLive } from "./queries";
import { showQuery } from "./schema";
import { newsItemSerializer, toNewsItemResource } from "./serializer";

export const NEWS_ITEMS_PATH = "/api/v1/news_items";

/** The moment a request compares publication times with: one per request. */
export const requestNow = () => new Date().toISOString();

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const resourceUrl = (c: Context) => (item: { id: string }) => new URL(`${NEWS_ITEMS_PATH}/${item.id}`, c.req.url).href;

export async function sendNewsItem(c: Context<AppEnv>, row: NewsItem, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toNewsItemResource(row, requestNow());
  const document = await serializeDocument(newsItemSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: resourceUrl(c)(resource) } : {});
}

/** The tenant's news item of the path (404 for a malformed, missing or foreign id). */
export async function pathNewsItem(c: Context<AppEnv>): Promise<NewsItem> {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findNewsItem(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw notFound(`There is no news item ${param}.`);
  return row;
}

/** An item the caller may read: drafts and scheduled ones only for the centre's keepers. */
export async function visibleNewsItem(c: Context<AppEnv>): Promise<NewsItem> {
  const item = await pathNewsItem(c);
  if (!isLive(item, requestNow()) && !canManageContent(await loadActor(c), item.volunteerCenterId))
    throw notFound(`There is no news item ${c.req.param("id")}.`);
  return item;
}
