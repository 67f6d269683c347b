import { listQuery } from "../../jsonapi/list-query";
import { Hono } from "hono";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { loadActor } from "../../auth/actor";
import { canManageActivity, canSeeActivity, missingActivity, requireActivities } from "./access";
import { ACTIVITY_FEEDS, type FeedResource, feedActivities, renewFeed, revokeFeed, showFeed } from "./feed";
import { activityListQuery, listActivities } from "./list";
import { findActivity } from "./queries";
import { indexQuery, ownSignUpIndexQuery, showQuery, signUpIndexQuery, signUpShowQuery } from "./schema";
import { type ActivityRow, activitySerializer, signUpSerializer, toActivityResource, toSignUpResource } from "./serializer";
import { cancel, cancelWithToken, confirmSignUp, createSignUp, tokenTarget } from "./sign-ups";
import { createActivity, managedTarget, updateActivity } from "./write";
import { activitySignUps } from "../../db/activities-schema";
import { and, desc, eq } from "drizzle-orm";
import type { ActivitySignUp } from "../../db/activities-schema";
import { missingSignUp } from "./sign-up-access";

const ownSignUpList = listQuery(ownSignUpIndexQuery);

const signUpList = listQuery(signUpIndexQuery);

export const ACTIVITIES_PATH = "/api/v1/activities";
export const ACTIVITY_SIGN_UPS_PATH = "/api/v1/activity_sign_ups";
export const ACTIVITY_FEED_PATH = "/api/v1/activity_feed";
export const ACTIVITY_FEEDS_PATH = "/api/v1/activity_feeds";

const params = (c: Context) => new URL(c.req.url).searchParams;
const activityUrl = (c: Context) => (r: { id: string }) => new URL(`${ACTIVITIES_PATH}/${r.id}`, c.req.url).href;
const signUpUrl = (c: Context) => (r: { id: string }) => new URL(`${ACTIVITY_SIGN_UPS_PATH}/${r.id}`, c.req.url).href;

/** One activity's answer: `found` is its row as just read (a show), or its id after a write, read anew. */
async function sendActivity(c: Context<AppEnv>, found: number | ActivityRow, status: 200 | 201 = 200) {
  const query = parseQuery(params(c), showQuery);
  const row = typeof found === "number" ? (await findActivity(c.var.db, c.var.tenantId, found))! : found;
  const resource = toActivityResource(row);
  const document = await serializeDocument(activitySerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: activityUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: activityUrl(c)(resource) } : {});
}

async function sendActivities(c: Context<AppEnv>, rows: ActivityRow[], window?: { from: string; to: string }, total?: number) {
  const query = parseQuery(params(c), indexQuery);
  const document = await serializeDocument(
    activitySerializer,
    rows.map((r) => toActivityResource(r, window)),
    {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: activityUrl(c),
      meta: { total: total ?? rows.length },
      ...(total !== undefined && { pageLinks: pageLinks(c.req.url, query.page, total) }),
    },
  );
  return sendDocument(c, document);
}

async function sendSignUps(c: Context<AppEnv>, list: ActivitySignUp[], title: (s: ActivitySignUp) => string, withEmail: boolean, status: 200 | 201 = 200) {
  const query = parseQuery(params(c), signUpShowQuery);
  const data = list.map((s) => toSignUpResource(s, title(s), withEmail));
  const document = await serializeDocument(signUpSerializer, data, { ...query, selfUrl: c.req.url, resourceUrl: signUpUrl(c), meta: { total: data.length } });
  return sendDocument(c, document, status);
}

async function sendSignUp(c: Context<AppEnv>, s: ActivitySignUp, title: string, status: 200 | 201 = 200) {
  const query = parseQuery(params(c), signUpShowQuery);
  const resource = toSignUpResource(s, title, true);
  const document = await serializeDocument(signUpSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: signUpUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: signUpUrl(c)(resource) } : {});
}

/** GET/POST /activities, /activities/:id and its participants (docs/activities.md). */
export const activityRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .get("/", activityListQuery, async (c) => {
    const { rows, total, window } = await listActivities(c, activityListQuery.of(c));
    return sendActivities(c, rows, window, total);
  })
  .post("/", async (c) => {
    parseQuery(params(c), showQuery);
    return sendActivity(c, await createActivity(c), 201);
  })
  .get("/:id", async (c) => {
    parseQuery(params(c), showQuery);
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    const row = id === undefined ? undefined : await findActivity(c.var.db, c.var.tenantId, id);
    if (row === undefined || !canSeeActivity(await loadActor(c), row.activity)) throw missingActivity(param);
    return sendActivity(c, row);
  })
  .on(["PUT", "PATCH"], "/:id", async (c) => {
    parseQuery(params(c), showQuery);
    return sendActivity(c, await updateActivity(c));
  })
  .get("/:id/sign_ups", signUpList, async (c) => {
    const query = signUpList.of(c);
    const { row } = await managedTarget(c);
    const all = await c.var.db
      .select()
      .from(activitySignUps)
      .where(and(eq(activitySignUps.tenantId, c.var.tenantId), eq(activitySignUps.activityId, row.activity.id)))
      .orderBy(activitySignUps.id);
    const list = query.filter.status_eq ? all.filter((s) => s.status === query.filter.status_eq) : all;
    return sendSignUps(c, list, () => row.activity.title, true);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]))
  .all("/:id/sign_ups", methodNotAllowed(["GET"]));

/** Sign-ups: one's own, signing up, the mailed token's confirm and cancel, cancelling one. */
export const activitySignUpRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .get("/", ownSignUpList, async (c) => {
    const user = requireUser(c);
    const mine = await c.var.db
      .select()
      .from(activitySignUps)
      .where(and(eq(activitySignUps.tenantId, c.var.tenantId), eq(activitySignUps.userId, user.id)))
      .orderBy(desc(activitySignUps.id));
    const titles = new Map<number, string>();
    for (const s of mine)
      if (!titles.has(s.activityId)) titles.set(s.activityId, (await findActivity(c.var.db, c.var.tenantId, s.activityId))?.activity.title ?? "");
    return sendSignUps(c, mine, (s) => titles.get(s.activityId) ?? "", true);
  })
  .post("/", async (c) => {
    parseQuery(params(c), signUpShowQuery);
    const s = await createSignUp(c);
    const row = await findActivity(c.var.db, c.var.tenantId, s.activityId);
    return sendSignUp(c, s, row?.activity.title ?? "", 201);
  })
  // Before "/:id": a mailed link (docs/activities.md), anonymous allowed; the token is the key.
  .get("/tokens/:token", async (c) => {
    parseQuery(params(c), signUpShowQuery);
    const { signUp, row } = await tokenTarget(c, c.req.param("token"));
    return sendSignUp(c, signUp, row.activity.title);
  })
  .all("/tokens/:token", methodNotAllowed(["GET"]))
  .delete("/:id", async (c) => {
    const user = requireUser(c);
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    const { db, tenantId } = c.var;
    const s =
      id === undefined
        ? undefined
        : await db
            .select()
            .from(activitySignUps)
            .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, id)))
            .get();
    const row = s && (await findActivity(db, tenantId, s.activityId));
    const actor = await loadActor(c);
    const own = s !== undefined && s.userId === user.id;
    // Someone else's sign-up is as missing as one that does not exist (no enumeration).
    if (!s || !row || !(own || canManageActivity(actor, row.activity))) throw missingSignUp(param);
    await cancel(c, s, row.activity);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));

export const SIGN_UP_CONFIRMATIONS_PATH = "/api/v1/activity_sign_up_confirmations";
export const SIGN_UP_CANCELLATIONS_PATH = "/api/v1/activity_sign_up_cancellations";

export const signUpConfirmationRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .post("/", async (c) => {
    parseQuery(params(c), signUpShowQuery);
    const { signUp, row } = await confirmSignUp(c);
    return sendSignUp(c, signUp, row.activity.title);
  })
  .all("/", methodNotAllowed(["POST"]));

export const signUpCancellationRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .post("/", async (c) => {
    parseQuery(params(c), signUpShowQuery);
    const { signUp, row } = await cancelWithToken(c);
    return sendSignUp(c, signUp as ActivitySignUp, row.activity.title);
  })
  .all("/", methodNotAllowed(["POST"]));

const feedSerializer = new Serializer<FeedResource>(ACTIVITY_FEEDS);
const sendFeed = async (c: Context<AppEnv>, feed: FeedResource, status: 200 | 201 = 200) =>
  sendDocument(
    c,
    await serializeDocument(feedSerializer, feed, { include: [], fields: {}, selfUrl: c.req.url }),
    status,
    status === 201 ? { Location: new URL(ACTIVITY_FEED_PATH, c.req.url).href } : {},
  );

/** The signed-in user's personal iCalendar address: read, renew, revoke. */
export const activityFeedRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .get("/", async (c) => sendFeed(c, await showFeed(c)))
  .post("/", async (c) => sendFeed(c, await renewFeed(c), 201))
  .delete("/", async (c) => {
    await revokeFeed(c);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST", "DELETE"]));

/** GET /activity_feeds/:token/activities: the feed's activities, for the web's .ics. */
export const activityFeedReadRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .get("/:token/activities", async (c) => {
    parseQuery(params(c), showQuery);
    const rows = await feedActivities(c);
    return sendActivities(c, rows);
  })
  .all("/:token/activities", methodNotAllowed(["GET"]));
