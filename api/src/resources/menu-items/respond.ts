import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { MenuItemRow } from "./queries";
import { showQuery } from "./schema";
import { menuItemSerializer, toMenuItemResource } from "./serializer";

export const MENU_ITEMS_PATH = "/api/v1/menu_items";

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const resourceUrl = (c: Context) => (item: { id: string }) => new URL(`${MENU_ITEMS_PATH}/${item.id}`, c.req.url).href;

export async function sendMenuItem(c: Context<AppEnv>, row: MenuItemRow, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toMenuItemResource(row);
  const document = await serializeDocument(menuItemSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: resourceUrl(c)(resource) } : {});
}
