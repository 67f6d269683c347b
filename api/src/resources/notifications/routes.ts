import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono, type Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { parseValues } from "../../jsonapi/validation";
import { findNotification, listNotifications, markAllRead, markRead } from "./queries";
import { NOTIFICATION_TYPES_IN, indexQuery, showQuery, updateAttributes } from "./schema";
import { notificationSerializer, toNotificationResource } from "./serializer";

const notificationList = listQuery(indexQuery);

export const NOTIFICATIONS_PATH = "/api/v1/notifications";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const resourceUrl = (c: Context) => (n: { id: string }) => new URL(`${NOTIFICATIONS_PATH}/${n.id}`, c.req.url).href;

/** The caller's own notification of the path: anybody else's (or another tenant's) is a 404. */
async function pathNotification(c: Context<AppEnv>, userId: number) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findNotification(c.var.db, c.var.tenantId, userId, id);
  if (row === undefined) throw notFound(`There is no notification ${param}.`);
  return row;
}

async function sendOne(c: Context<AppEnv>, row: Parameters<typeof toNotificationResource>[0]) {
  const query = parseQuery(searchParams(c), showQuery);
  const document = await serializeDocument(notificationSerializer, toNotificationResource(row), {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: resourceUrl(c),
  });
  return sendDocument(c, document);
}

// Only ever one's own: there is no way to read or mark someone else's (docs/notifications.md).
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, notificationList, async (c) => {
    const user = requireUser(c);
    const query = notificationList.of(c);
    const { rows, total, unread } = await listNotifications(c.var.db, c.var.tenantId, user.id, query.page, query.filter.unread === true);
    return sendList(c, notificationSerializer, rows.map(toNotificationResource), query, { total, resourceUrl: resourceUrl(c), meta: { unread_count: unread } });
  })
  .post("/mark_all_read", async (c) => {
    const user = requireUser(c);
    const changed = await markAllRead(c.var.db, c.var.tenantId, user.id);
    return sendDocument(c, { meta: { marked_read: changed, unread_count: 0 } });
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    parseQuery(searchParams(c), showQuery);
    return sendOne(c, await pathNotification(c, user.id));
  })
  .patch("/:id", async (c) => {
    const user = requireUser(c);
    parseQuery(searchParams(c), showQuery);
    const row = await pathNotification(c, user.id);
    const input = await readResourceDocument(c, NOTIFICATION_TYPES_IN);
    if (input.id !== undefined && input.id !== String(row.id))
      throw new JsonApiError({
        status: 409,
        title: "Conflict",
        detail: "data.id must be the id in the path.",
        source: { pointer: "/data/id" },
      });
    const { read } = parseValues(updateAttributes, input.attributes);
    if (read !== (row.readAt !== null)) await markRead(c.var.db, c.var.tenantId, user.id, row.id, read);
    return sendOne(c, (await findNotification(c.var.db, c.var.tenantId, user.id, row.id))!);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/mark_all_read", methodNotAllowed(["POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]));
