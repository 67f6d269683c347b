import { Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { ownNotification } from "./access";
import { findNotification, listNotifications, markAllRead, markRead } from "./queries";
import { NOTIFICATION_TYPES_IN, indexQuery, showQuery as showSpec, updateAttributes } from "./schema";
import { NOTIFICATIONS_PATH, notificationDocument, notificationSerializer, notificationUrl, toNotificationResource } from "./serializer";

export { NOTIFICATIONS_PATH };

const notificationList = listQuery(indexQuery);
const notificationQuery = showQuery(showSpec);
const own = guard(ownNotification); // 401, then 404 for anybody else's

// Only ever one's own: there is no way to read or mark someone else's (docs/notifications.md).
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, notificationList, async (c) => {
    const user = requireUser(c);
    const query = notificationList.of(c);
    const { rows, total, unread } = await listNotifications(c.var.db, c.var.tenantId, user.id, query.page, query.filter.unread === true);
    return sendList(c, notificationSerializer, rows.map(toNotificationResource), query, {
      total,
      resourceUrl: notificationUrl(c.req.url),
      meta: { unread_count: unread },
    });
  })
  .post("/mark_all_read", async (c) => {
    const user = requireUser(c);
    const changed = await markAllRead(c.var.db, c.var.tenantId, user.id);
    return sendDocument(c, { meta: { marked_read: changed, unread_count: 0 } });
  })
  .get("/:id", signedIn, notificationQuery, own, async (c) => sendDocument(c, await notificationDocument(own.of(c), c.req.valid("query"), c.req.url)))
  .patch("/:id", signedIn, notificationQuery, own, writeDocument(NOTIFICATION_TYPES_IN, updateAttributes), async (c) => {
    const row = own.of(c);
    const { read } = c.req.valid("json");
    if (read !== (row.readAt !== null)) await markRead(c.var.db, c.var.tenantId, row.userId, row.id, read);
    const updated = (await findNotification(c.var.db, c.var.tenantId, row.userId, row.id))!;
    return sendDocument(c, await notificationDocument(updated, c.req.valid("query"), c.req.url));
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/mark_all_read", methodNotAllowed(["POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]));
