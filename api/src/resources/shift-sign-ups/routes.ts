import { and, asc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import { activities } from "../../db/activities-schema";
import { vacancies } from "../../db/vacancies-schema";
import { type Shift, type ShiftSignUp, shiftSignUps, shifts } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import type { ParsedQuery } from "../../jsonapi/query";
import { resourceUrlOf, serializeDocument } from "../../jsonapi/serialize";
import { requireActivities } from "../activities/access";
import { tokenAttributes } from "../activities/schema";
import { CANCELLATION_TYPES_IN, CONFIRMATION_TYPES_IN, SHIFT_SIGN_UP_TYPES_IN, ownSignUpIndexQuery, signUpAttributes, signUpShowQuery } from "../shifts/schema";
import { shiftSignUpSerializer, toShiftSignUpResource } from "../shifts/serializer";
import type { ShiftParent } from "../shifts/parent";
import { activityOfShift, parentPlaceColumns, parentTitle, placeOfParent, vacancyOfShift } from "../shifts/queries";
import { cancelShiftSignUp, cancelShiftSignUpWithToken, confirmShiftSignUp, createShiftSignUp, shiftTokenTarget } from "./sign-ups";
import { userName } from "../../mail/person";

/** Mounted at the api's root: one's shift sign-ups, a guest's mailed token's confirmations and cancellations. */
export const SHIFT_SIGN_UPS_BASE = "/api/v1";
const SHIFT_SIGN_UPS_PATH = `${SHIFT_SIGN_UPS_BASE}/shift_sign_ups`;

const signUpUrl = (c: Context<AppEnv>) => resourceUrlOf(SHIFT_SIGN_UPS_PATH)(c.req.url);

const ownList = listQuery(ownSignUpIndexQuery);
const signUpQuery = showQuery(signUpShowQuery);

/** A sign-up's document: the account's name, or the guest's own. */
async function signUpDocument(
  c: Context<AppEnv>,
  query: ParsedQuery<typeof signUpShowQuery>,
  { signUp, shift, parent }: { signUp: ShiftSignUp; shift: Shift; parent: ShiftParent },
) {
  const user = c.var.currentUser;
  const name = signUp.userId === null ? (signUp.name ?? "") : user && user.id === signUp.userId ? userName(user) : "";
  const resource = toShiftSignUpResource({ signUp, shift, activityTitle: parent.title, activityPlace: parent.place, name });
  return { resource, document: await serializeDocument(shiftSignUpSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: signUpUrl(c) }) };
}

// Shifts are the activities' feature: every path here is a 404 where it is off (per path, never "*").
const PATHS = ["/shift_sign_ups", "/shift_sign_up_confirmations", "/shift_sign_up_cancellations"];

/**
 * One's own shifts (signed in): list, sign up (a place or the waiting list), cancel; a guest signs
 * up with name and address and confirms or cancels through the mailed token (docs/shifts-and-hours.md).
 */
export const shiftSignUpRoutes = PATHS.reduce((app, path) => app.use(path, requireActivities).use(`${path}/*`, requireActivities), new Hono<AppEnv>())
  .get("/shift_sign_ups", signedIn, ownList, async (c) => {
    const user = requireUser(c);
    const { db, tenantId } = c.var;
    const rows = await db
      .select({ signUp: shiftSignUps, shift: shifts, activityTitle: parentTitle, ...parentPlaceColumns })
      .from(shiftSignUps)
      .innerJoin(shifts, and(eq(shifts.id, shiftSignUps.shiftId), eq(shifts.tenantId, tenantId)))
      .leftJoin(activities, activityOfShift(tenantId))
      .leftJoin(vacancies, vacancyOfShift(tenantId))
      .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.userId, user.id), ne(shiftSignUps.status, "cancelled")))
      .orderBy(asc(shifts.startsAt), asc(shifts.id));
    const data = rows.map((r) => toShiftSignUpResource({ ...r, activityPlace: placeOfParent(r), name: userName(user) }));
    const query = c.req.valid("query");
    return sendDocument(
      c,
      await serializeDocument(shiftSignUpSerializer, data, { ...query, selfUrl: c.req.url, resourceUrl: signUpUrl(c), meta: { total: data.length } }),
    );
  })
  // Signed in at once; a guest once the mailed link confirms the address.
  .post("/shift_sign_ups", signUpQuery, writeDocument(SHIFT_SIGN_UP_TYPES_IN, signUpAttributes, { create: true }), async (c) => {
    const { resource, document } = await signUpDocument(c, c.req.valid("query"), await createShiftSignUp(c, c.req.valid("json")));
    return sendDocument(c, document, 201, { Location: signUpUrl(c)(resource) });
  })
  // Before "/:id": a guest's mailed link, anonymous allowed; the token is the key.
  .get("/shift_sign_ups/tokens/:token", signUpQuery, async (c) =>
    sendDocument(c, (await signUpDocument(c, c.req.valid("query"), await shiftTokenTarget(c, c.req.param("token")))).document),
  )
  .all("/shift_sign_ups/tokens/:token", methodNotAllowed(["GET"]))
  .delete("/shift_sign_ups/:id", signedIn, async (c) => {
    await cancelShiftSignUp(c, c.req.param("id"));
    return c.body(null, 204);
  })
  .all("/shift_sign_ups", methodNotAllowed(["GET", "POST"]))
  .all("/shift_sign_ups/:id", methodNotAllowed(["DELETE"]))
  // A guest's address is proven by the mailed token: a place or the waiting list.
  .post("/shift_sign_up_confirmations", signUpQuery, writeDocument(CONFIRMATION_TYPES_IN, tokenAttributes), async (c) =>
    sendDocument(c, (await signUpDocument(c, c.req.valid("query"), await confirmShiftSignUp(c, c.req.valid("json").token))).document),
  )
  .all("/shift_sign_up_confirmations", methodNotAllowed(["POST"]))
  // The mailed link cancels (until the shift's cut-off).
  .post("/shift_sign_up_cancellations", signUpQuery, writeDocument(CANCELLATION_TYPES_IN, tokenAttributes), async (c) =>
    sendDocument(c, (await signUpDocument(c, c.req.valid("query"), await cancelShiftSignUpWithToken(c, c.req.valid("json").token))).document),
  )
  .all("/shift_sign_up_cancellations", methodNotAllowed(["POST"]));
