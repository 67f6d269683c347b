import { type MiddlewareHandler, Hono } from "hono";
import type { z } from "zod";
import { USERS, USER_RESTORE_PATH } from "@contract/users";
import { wantsField } from "../../jsonapi/sparse-fieldsets";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import type { ParsedQuery } from "../../jsonapi/query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { resourceUrlOf } from "../../jsonapi/serialize";
import { findManagedUser, inviter, loadUserManager, shownUser, userRestorer } from "./access";
import { markDeleted } from "./delete-account";
import { managedResources, managedUserDocument, userUrl } from "./document";
import { inviteUser } from "./invite";
import { listUsers } from "./managed-queries";
import { updateManagedUser } from "./manage-user";
import { findUserById } from "./queries";
import { restoreAccount } from "./removal";
import { RESEND_MESSAGE, resendConfirmation } from "./resend";
import {
  USER_TYPES,
  inviteAttributes,
  manageAttributes,
  managedUserQuery,
  plainUserQuery,
  resendAttributes,
  signUpAttributes,
  usersIndexQuery,
} from "./schema";
import { managedUserSerializer } from "./serializer";
import { SIGN_UP_ACCEPTED, acceptSignUp } from "./sign-up";

export const USERS_PATH = "/api/v1/users";

const RESEND = "/:id/resend_confirmation_instructions";
const RESTORE = `/:id/${USER_RESTORE_PATH}`;

const userList = listQuery(usersIndexQuery);
const userQuery = showQuery(managedUserQuery);
const shown = guard(shownUser);
const managed = guard((c) => findManagedUser(c, c.req.param("id") ?? ""));
const restorer = guard(userRestorer);
const invitedBy = guard(inviter);
const manageDocument = writeDocument(USER_TYPES, manageAttributes, {
  // As before the recipe: another data.id is answered in the words of the request document's check.
  otherId: () =>
    new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id of the resource changed.", source: { pointer: "/data/id" } }),
});

/** Middlewares run one after the other, as Hono runs a route's. */
const inOrder =
  (...middlewares: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    middlewares.reduceRight<() => Promise<void>>(
      (rest, middleware) => async () => {
        await middleware(c, rest);
      },
      next,
    )();

// POST /users is a sign-up signed out and an invitation with credentials: each reads its own
// query and document, the invitation after its 403.
const signUpInput = inOrder(showQuery(plainUserQuery), writeDocument(USER_TYPES, signUpAttributes, { create: true }));
const inviteInput = inOrder(userQuery, invitedBy, writeDocument(USER_TYPES, inviteAttributes, { create: true }));
type SignUp = z.output<typeof signUpAttributes>;
type Invite = z.output<typeof inviteAttributes>;
const postInput: MiddlewareHandler<AppEnv, string, { out: { json: SignUp | Invite; query: ParsedQuery<typeof managedUserQuery> } }> = (c, next) =>
  (c.var.currentUser === null ? signUpInput : inviteInput)(c, next);

export const userRoutes = new Hono<AppEnv>()
  // Staff, super admins, and organization admins for their organization.
  .get("/", userList, async (c) => {
    const query = c.req.valid("query");
    const actor = await loadUserManager(c);
    if (!actor.superAdmin && actor.staffCenterIds.length === 0) {
      if (query.filter.deleted === true) throw forbidden("Only staff and super admins see deleted accounts.");
      const orgId = query.filter.organization_id_eq;
      if (orgId === undefined || !actor.adminOrgIds.includes(orgId)) throw forbidden("Organization admins can only list the users of their own organization.");
    }
    const { db, tenantId } = c.var;
    // Roles and organizations only when the answer shows them: an organization's admins list asks names.
    const wanted = wantsField(query.fields, USERS);
    const related = query.include.length > 0 || wanted("roles") || wanted("organizations");
    const { rows, total, roles, organizations } = await listUsers(db, tenantId, actor, query, related);
    return sendList(c, managedUserSerializer, managedResources(actor, rows, roles, organizations), query, {
      total,
      resourceUrl: resourceUrlOf(USERS_PATH)(c.req.url),
    });
  })
  .post("/", postInput, async (c) => {
    if (c.var.currentUser === null) {
      await acceptSignUp(c, c.req.valid("json") as SignUp);
      return sendDocument(c, SIGN_UP_ACCEPTED, 202);
    }
    const actor = invitedBy.of(c);
    const user = await inviteUser(c, actor, c.req.valid("json") as Invite);
    return sendDocument(c, await managedUserDocument(c, actor, user, c.req.valid("query")), 201, { Location: userUrl(c.req.url, user.id) });
  })
  .get("/:id", userQuery, shown, async (c) => {
    const { actor, user, roles, organizations } = shown.of(c);
    return sendDocument(c, await managedUserDocument(c, actor, user, c.req.valid("query"), { roles, organizations }));
  })
  .on(["PUT", "PATCH"], "/:id", userQuery, managed, manageDocument, async (c) => {
    const target = managed.of(c);
    const { db, tenantId } = c.var;
    await updateManagedUser(db, tenantId, c.var.currentUser!.id, target, c.req.valid("json"));
    const user = await findUserById(db, tenantId, target.id);
    const actor = await loadUserManager(c);
    return sendDocument(c, await managedUserDocument(c, actor, user!, c.req.valid("query")));
  })
  // One's own id deletes one's own account; any other id is for staff (users of their centre,
  // not super admins) and super admins (403 for others, 404 when unseen).
  .delete("/:id", async (c) => {
    const me = requireUser(c);
    const param = c.req.param("id");
    await markDeleted(c, parseIntegerId(param) === me.id ? me : await findManagedUser(c, param));
    return c.body(null, 204);
  })
  .post(RESEND, showQuery({}), writeDocument(USER_TYPES, resendAttributes, { optional: true, anyId: true }), async (c) => {
    await resendConfirmation(c, c.req.param("id"), c.req.valid("json"));
    return sendDocument(c, { jsonapi: { version: "1.0" }, meta: { message: RESEND_MESSAGE } });
  })
  .post(RESTORE, restorer, userQuery, async (c) => {
    const actor = restorer.of(c);
    const user = await restoreAccount(c.var.db, c.var.tenantId, actor, c.req.param("id"));
    return sendDocument(c, await managedUserDocument(c, actor, user, c.req.valid("query")));
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all(RESEND, methodNotAllowed(["POST"]))
  .all(RESTORE, methodNotAllowed(["POST"]));
