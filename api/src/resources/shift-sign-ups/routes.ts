import { and, asc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { User } from "../../db/accounts-schema";
import { activities } from "../../db/activities-schema";
import { shiftSignUps, shifts } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { requireActivities } from "../activities/access";
import { SHIFT_SIGN_UP_TYPES_IN, ownSignUpIndexQuery, signUpAttributes, signUpShowQuery } from "../shifts/schema";
import { shiftSignUpSerializer, toShiftSignUpResource } from "../shifts/serializer";
import { cancelShiftSignUp, createShiftSignUp } from "./sign-ups";

export const SHIFT_SIGN_UPS_PATH = "/api/v1/shift_sign_ups";

const signUpUrl = (c: Context<AppEnv>) => (r: { id: string }) => new URL(`${SHIFT_SIGN_UPS_PATH}/${r.id}`, c.req.url).href;
const nameOf = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? "");

const ownList = listQuery(ownSignUpIndexQuery);
const signUpQuery = showQuery(signUpShowQuery);

/** One's own shifts (signed in): list, sign up (a place or the waiting list), cancel (docs/shifts-and-hours.md). */
export const shiftSignUpRoutes = new Hono<AppEnv>()
  .use("*", requireActivities)
  .get("/", signedIn, ownList, async (c) => {
    const user = requireUser(c);
    const { db, tenantId } = c.var;
    const rows = await db
      .select({ signUp: shiftSignUps, shift: shifts, activityTitle: activities.title })
      .from(shiftSignUps)
      .innerJoin(shifts, and(eq(shifts.id, shiftSignUps.shiftId), eq(shifts.tenantId, tenantId)))
      .innerJoin(activities, and(eq(activities.id, shifts.activityId), eq(activities.tenantId, tenantId)))
      .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.userId, user.id), ne(shiftSignUps.status, "cancelled")))
      .orderBy(asc(shifts.startsAt), asc(shifts.id));
    const data = rows.map((r) => toShiftSignUpResource({ ...r, name: nameOf(user) }));
    const query = c.req.valid("query");
    return sendDocument(
      c,
      await serializeDocument(shiftSignUpSerializer, data, { ...query, selfUrl: c.req.url, resourceUrl: signUpUrl(c), meta: { total: data.length } }),
    );
  })
  .post("/", signedIn, signUpQuery, writeDocument(SHIFT_SIGN_UP_TYPES_IN, signUpAttributes, { create: true }), async (c) => {
    const { signUp, shift, activity } = await createShiftSignUp(c, c.req.valid("json"));
    const resource = toShiftSignUpResource({ signUp, shift, activityTitle: activity.title, name: nameOf(requireUser(c)) });
    const document = await serializeDocument(shiftSignUpSerializer, resource, { ...c.req.valid("query"), selfUrl: c.req.url, resourceUrl: signUpUrl(c) });
    return sendDocument(c, document, 201, { Location: signUpUrl(c)(resource) });
  })
  .delete("/:id", signedIn, async (c) => {
    await cancelShiftSignUp(c, c.req.param("id"));
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));
