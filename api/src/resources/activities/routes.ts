import { ACTIVITIES, type SignUpsActivityMeta } from "@contract/activities";
import { Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { richTextWanted } from "../../jsonapi/sparse-fieldsets";
import { cancellableSignUp, managedActivity, requireActivities, visibleActivity } from "./access";
import { createActivity } from "./create";
import { signUpShowQuery as shiftSignUpShowQuery } from "../shifts/schema";
import { shiftSignUpSerializer, toShiftSignUpResource } from "../shifts/serializer";
import { feedActivities, feedShiftSignUps, renewFeed, revokeFeed, showFeed } from "./feed";
import { activityListQuery, listActivities } from "./list";
import { findActivity, signUpsBy, signUpsOf } from "./queries";
import {
  ACTIVITY_TYPES_IN,
  CANCELLATION_TYPES_IN,
  CONFIRMATION_TYPES_IN,
  SIGN_UP_TYPES_IN,
  createAttributes,
  ownSignUpIndexQuery,
  showQuery as showSpec,
  signUpAttributes,
  signUpIndexQuery,
  signUpShowQuery,
  tokenAttributes,
  updateAttributes,
} from "./schema";
import {
  ACTIVITY_FEED_PATH,
  activityDocument,
  activitySerializer,
  activityUrl,
  feedSerializer,
  signUpDocument,
  signUpUrl,
  signUpsDocument,
  toActivityResource,
} from "./serializer";
import { cancel, cancelWithToken, confirmSignUp, createSignUp, tokenTarget } from "./sign-ups";
import { updateActivity } from "./update";

export { ACTIVITIES_PATH } from "./serializer";

/** Mounted at the api's root: activities, their sign-ups and one's calendar feed (docs/activities.md). */
export const ACTIVITIES_BASE = "/api/v1";

const activityQuery = showQuery(showSpec);
const signUpQuery = showQuery(signUpShowQuery);
const signUpList = listQuery(signUpIndexQuery);
const ownSignUpList = listQuery(ownSignUpIndexQuery);
const feedShiftQuery = showQuery(shiftSignUpShowQuery);
const visible = guard(visibleActivity); // 404 unless the caller may see it
const managed = guard(managedActivity); // 401, 404, then 403 unless the caller manages it
const cancellable = guard(cancellableSignUp); // 401, then 404 unless it is the caller's or they manage its activity

// Activities are a tenant's feature: every path of theirs is a 404 where it is off.
const PATHS = ["/activities", "/activity_sign_ups", "/activity_sign_up_confirmations", "/activity_sign_up_cancellations", "/activity_feed", "/activity_feeds"];

// A list of sign-ups answers with the fields of a single one's query, as it always has: a filter
// or page parameter the list accepts is then a 400 (the web sends neither).
export const activityRoutes = PATHS.reduce((app, path) => app.use(path, requireActivities).use(`${path}/*`, requireActivities), new Hono<AppEnv>())
  .get("/activities", activityListQuery, async (c) => {
    const { window: _window, near: _near, ...query } = activityListQuery.of(c);
    const { rows, total, window } = await listActivities(c, activityListQuery.of(c));
    return sendList(
      c,
      activitySerializer,
      rows.map((r) => toActivityResource(r, window, richTextWanted(query.fields, ACTIVITIES, "description"))),
      query,
      { total, resourceUrl: activityUrl(c.req.url) },
    );
  })
  .post("/activities", activityQuery, signedIn, writeDocument(ACTIVITY_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createActivity(c, c.req.valid("json"));
    const document = await activityDocument((await findActivity(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: activityUrl(c.req.url)({ id: String(id) }) });
  })
  .get("/activities/:id", activityQuery, visible, async (c) => sendDocument(c, await activityDocument(visible.of(c), c.req.valid("query"), c.req.url)))
  .on(["PUT", "PATCH"], "/activities/:id", activityQuery, managed, writeDocument(ACTIVITY_TYPES_IN, updateAttributes), async (c) => {
    const id = await updateActivity(c, managed.of(c), c.req.valid("json"));
    return sendDocument(c, await activityDocument((await findActivity(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url));
  })
  .get("/activities/:id/sign_ups", signUpList, managed, signUpQuery, async (c) => {
    const { filter } = signUpList.of(c);
    const { row } = managed.of(c);
    const all = await signUpsOf(c.var.db, c.var.tenantId, row.activity.id);
    const list = filter.status_eq ? all.filter((s) => s.status === filter.status_eq) : all;
    const activity: SignUpsActivityMeta = { id: String(row.activity.id), title: row.activity.title };
    return sendDocument(c, await signUpsDocument(list, () => row.activity.title, c.req.valid("query"), c.req.url, { activity }));
  })
  .all("/activities", methodNotAllowed(["GET", "POST"]))
  .all("/activities/:id", methodNotAllowed(["GET", "PUT", "PATCH"]))
  .all("/activities/:id/sign_ups", methodNotAllowed(["GET"]))
  // Sign-ups: one's own, signing up, the mailed token's confirm and cancel, cancelling one.
  .get("/activity_sign_ups", ownSignUpList, signUpQuery, async (c) => {
    const user = requireUser(c);
    const mine = await signUpsBy(c.var.db, c.var.tenantId, user.id);
    const titles = new Map<number, string>();
    for (const s of mine)
      if (!titles.has(s.activityId)) titles.set(s.activityId, (await findActivity(c.var.db, c.var.tenantId, s.activityId))?.activity.title ?? "");
    return sendDocument(c, await signUpsDocument(mine, (s) => titles.get(s.activityId) ?? "", c.req.valid("query"), c.req.url));
  })
  // Signed in at once; a guest once the mailed link confirms the address.
  .post("/activity_sign_ups", signUpQuery, writeDocument(SIGN_UP_TYPES_IN, signUpAttributes, { create: true }), async (c) => {
    const s = await createSignUp(c, c.req.valid("json"));
    const row = await findActivity(c.var.db, c.var.tenantId, s.activityId);
    const document = await signUpDocument(s, row?.activity.title ?? "", c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: signUpUrl(c.req.url)({ id: String(s.id) }) });
  })
  // Before "/:id": a mailed link (docs/activities.md), anonymous allowed; the token is the key.
  .get("/activity_sign_ups/tokens/:token", signUpQuery, async (c) => {
    const { signUp, row } = await tokenTarget(c, c.req.param("token"));
    return sendDocument(c, await signUpDocument(signUp, row.activity.title, c.req.valid("query"), c.req.url));
  })
  .all("/activity_sign_ups/tokens/:token", methodNotAllowed(["GET"]))
  .delete("/activity_sign_ups/:id", cancellable, async (c) => {
    const { signUp, activity } = cancellable.of(c);
    await cancel(c, signUp, activity);
    return c.body(null, 204);
  })
  .all("/activity_sign_ups", methodNotAllowed(["GET", "POST"]))
  .all("/activity_sign_ups/:id", methodNotAllowed(["DELETE"]))
  // A guest's address is proven by the mailed token: a place or the waiting list.
  .post("/activity_sign_up_confirmations", signUpQuery, writeDocument(CONFIRMATION_TYPES_IN, tokenAttributes), async (c) => {
    const { signUp, row } = await confirmSignUp(c, c.req.valid("json").token);
    return sendDocument(c, await signUpDocument(signUp, row.activity.title, c.req.valid("query"), c.req.url));
  })
  .all("/activity_sign_up_confirmations", methodNotAllowed(["POST"]))
  // The mailed link cancels.
  .post("/activity_sign_up_cancellations", signUpQuery, writeDocument(CANCELLATION_TYPES_IN, tokenAttributes), async (c) => {
    const { signUp, row } = await cancelWithToken(c, c.req.valid("json").token);
    return sendDocument(c, await signUpDocument(signUp, row.activity.title, c.req.valid("query"), c.req.url));
  })
  .all("/activity_sign_up_cancellations", methodNotAllowed(["POST"]))
  // The signed-in user's personal iCalendar address: read (404 when they have none), renew (the old one stops working at once), revoke.
  .get("/activity_feed", signedIn, async (c) => {
    const feed = await showFeed(c.var.db, c.var.tenantId, requireUser(c).id);
    return sendDocument(c, await serializeDocument(feedSerializer, feed, { include: [], fields: {}, selfUrl: c.req.url }));
  })
  .post("/activity_feed", signedIn, async (c) => {
    const feed = await renewFeed(c.var.db, c.var.tenantId, requireUser(c).id);
    const document = await serializeDocument(feedSerializer, feed, { include: [], fields: {}, selfUrl: c.req.url });
    return sendDocument(c, document, 201, { Location: new URL(ACTIVITY_FEED_PATH, c.req.url).href });
  })
  .delete("/activity_feed", signedIn, async (c) => {
    await revokeFeed(c.var.db, c.var.tenantId, requireUser(c).id);
    return c.body(null, 204);
  })
  .all("/activity_feed", methodNotAllowed(["GET", "POST", "DELETE"]))
  // The feed's activities, for the web's .ics (the token is the key).
  .get("/activity_feeds/:token/activities", activityQuery, async (c) => {
    const rows = await feedActivities(c.var.db, c.var.tenantId, c.req.param("token"));
    const document = await serializeDocument(
      activitySerializer,
      rows.map((r) => toActivityResource(r)),
      { ...c.req.valid("query"), selfUrl: c.req.url, resourceUrl: activityUrl(c.req.url), meta: { total: rows.length } },
    );
    return sendDocument(c, document);
  })
  .all("/activity_feeds/:token/activities", methodNotAllowed(["GET"]))
  // The feed's shifts (docs/shifts-and-hours.md): each its own event in the same .ics.
  .get("/activity_feeds/:token/shift_sign_ups", feedShiftQuery, async (c) => {
    const rows = await feedShiftSignUps(c.var.db, c.var.tenantId, c.req.param("token"));
    const data = rows.map((r) => toShiftSignUpResource({ ...r, name: "" }));
    const document = await serializeDocument(shiftSignUpSerializer, data, { ...c.req.valid("query"), selfUrl: c.req.url, meta: { total: data.length } });
    return sendDocument(c, document);
  })
  .all("/activity_feeds/:token/shift_sign_ups", methodNotAllowed(["GET"]));
