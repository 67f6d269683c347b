import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import { canManageContent, requireContentCenter, requireContentManager } from "../../auth/content-keepers";
import type { NewsItem } from "../../db/content-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { requestNow } from "../../request-now";
import { findNewsItem, isLive } from "./queries";

/** The tenant's news item of the path (404 for a malformed, missing or foreign id). */
export async function pathNewsItem(c: Context<AppEnv>): Promise<NewsItem> {
  const { param, row } = await pathRow(c, findNewsItem);
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

/** The item of the path, for a write: 401, 404 (also another tenant's), then 403. */
export async function manageableNewsItem(c: Context<AppEnv>): Promise<NewsItem> {
  requireUser(c);
  const item = await pathNewsItem(c);
  requireContentCenter(await requireContentManager(c), item.volunteerCenterId);
  return item;
}
