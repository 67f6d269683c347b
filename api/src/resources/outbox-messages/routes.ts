import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { handleNotFound, methodNotAllowed } from "../../jsonapi/error-handler";
import { listOutboxMessages } from "./queries";
import { outboxQuery } from "./schema";
import { outboxMessageSerializer, toOutboxMessageResource } from "./serializer";

const outboxList = listQuery(outboxQuery);

export const OUTBOX_MESSAGES_PATH = "/api/v1/outbox_messages";

/**
 * The developer mail viewer's source (/dev/mail): readable without signing in, because its
 * point is reading the confirmation mail of an account that cannot sign in yet. It holds
 * tokens, so with ENVIRONMENT=production the path does not exist (the same 404 as any unknown path).
 */
export const outboxMessageRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (configOf(c.env).ENVIRONMENT === "production") return handleNotFound(c);
    await next();
  })
  .get("/", outboxList, async (c) => {
    const query = outboxList.of(c);
    const { rows, total } = await listOutboxMessages(c.var.db, c.var.tenantId, query.filter, query.page);
    return sendList(c, outboxMessageSerializer, rows.map(toOutboxMessageResource), query, { total });
  })
  .all("/", methodNotAllowed(["GET"]));
