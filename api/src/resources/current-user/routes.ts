import { givenColumns } from "../../db/given-columns";
import { Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { sendConfirmation } from "../users/confirmation-mail";
import { markDeleted } from "../users/delete-account";
import { findUserById, updateUser } from "../users/queries";
import { USER_TYPES, currentUserQuery, updateAttributes } from "../users/schema";
import { currentUserDocument } from "./document";
import { emailChange } from "./email-change";

// The signed-in user's own account (/api/v1/current_user); its rows, schema and serializer are
// the users' (users/), this folder answers the path that names no id.

export { CURRENT_USER_PATH } from "./beside-session";

const signedIn = guard(requireUser);
const ownQuery = showQuery(currentUserQuery);
const ownDocument = writeDocument(USER_TYPES, updateAttributes, {
  own: true,
  otherId: () =>
    new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the current user's id.",
      source: { pointer: "/data/id" },
    }),
});

export const currentUserRoutes = new Hono<AppEnv>()
  .get("/", signedIn, ownQuery, async (c) => sendDocument(c, await currentUserDocument(c, signedIn.of(c), c.req.valid("query"))))
  // The profile fields; 422 with source.pointer per invalid field.
  .patch("/", signedIn, ownQuery, ownDocument, async (c) => {
    const user = signedIn.of(c);
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const { linkBase, ...email } = await emailChange(db, tenantId, configOf(c.env), user, attrs);
    const given = givenColumns(attrs, { first_name: "firstName", last_name: "lastName", phone: "phone", locale: "locale", periodic_mail: "periodicMail" });
    await updateUser(db, tenantId, user.id, { ...given, ...email }).run();
    const updated = (await findUserById(db, tenantId, user.id))!;
    if (linkBase) await sendConfirmation(c, updated, linkBase);
    return sendDocument(c, await currentUserDocument(c, updated, c.req.valid("query")));
  })
  // Marked deleted for a grace period (decision 0017), anonymised afterwards by the daily cron.
  .delete("/", signedIn, async (c) => {
    await markDeleted(c, signedIn.of(c));
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "PATCH", "DELETE"]));
