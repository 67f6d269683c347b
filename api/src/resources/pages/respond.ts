import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { Page } from "../../db/content-schema";
import { loadActor } from "../../auth/actor";
import { canManageContent } from "./access";
import { findPage } from "./queries";
import { showQuery } from "./schema";
import { pageSerializer, toPageResource } from "./serializer";

export const PAGES_PATH = "/api/v1/pages";

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const resourceUrl = (c: Context) => (page: { id: string }) => new URL(`${PAGES_PATH}/${page.id}`, c.req.url).href;

export async function sendPage(c: Context<AppEnv>, row: Page, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toPageResource(row);
  const document = await serializeDocument(pageSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: resourceUrl(c)(resource) } : {});
}

/** The tenant's page of the path (404 for a malformed, missing or foreign id). */
export async function pathPage(c: Context<AppEnv>): Promise<Page> {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findPage(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw notFound(`There is no page ${param}.`);
  return row;
}

/** A page the caller may read: a draft is visible to its centre's keepers only (else 404). */
export async function visiblePage(c: Context<AppEnv>): Promise<Page> {
  const page = await pathPage(c);
  if (page.status !== "published" && !canManageContent(await loadActor(c), page.volunteerCenterId)) throw notFound(`There is no page ${c.req.param("id")}.`);
  return page;
}
