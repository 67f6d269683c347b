import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { sendDocument } from "../../jsonapi/document";
import { managedUserDocument } from "../users/document";
import { managedUserQuery } from "../users/schema";
import { checkRole, roleHolder } from "./access";
import { grantRole, revokeRole } from "./queries";
import { roleAttributes } from "./schema";
import { ROLES } from "./serializer";

// A user's roles are written under the user's path (/api/v1/users/:id/add_role, as the spec
// names them); this app is mounted at /api/v1/users beside the users' own.

const answerQuery = showQuery(managedUserQuery);
const holder = guard(roleHolder);
const roleDocument = writeDocument([ROLES], roleAttributes, { anyId: true });

/** Both answer with the user and its roles: included unless the client asks for other includes. */
const withRoles = <Q extends { include: string[] }>(query: Q, url: string): Q =>
  new URL(url).searchParams.has("include") ? query : { ...query, include: ["roles"] };

export const roleRoutes = new Hono<AppEnv>()
  // Idempotent: 200 with the user and its roles also when the user held the role already.
  .put("/:id/add_role", answerQuery, holder, roleDocument, async (c) => {
    const { actor, user } = holder.of(c);
    const role = await checkRole(c.var.db, c.var.tenantId, actor, c.req.valid("json"));
    await grantRole(c.var.db, c.var.tenantId, user.id, role);
    return sendDocument(c, await managedUserDocument(c, actor, user, withRoles(c.req.valid("query"), c.req.url)));
  })
  .delete("/:id/remove_role", answerQuery, holder, roleDocument, async (c) => {
    const { actor, user } = holder.of(c);
    const role = await checkRole(c.var.db, c.var.tenantId, actor, c.req.valid("json"));
    if (!(await revokeRole(c.var.db, c.var.tenantId, user.id, role)))
      throw notFound(`User ${user.id} does not hold this role.`, {
        pointer: "/data/attributes",
      });
    return sendDocument(c, await managedUserDocument(c, actor, user, withRoles(c.req.valid("query"), c.req.url)));
  })
  .all("/:id/add_role", methodNotAllowed(["PUT"]))
  .all("/:id/remove_role", methodNotAllowed(["DELETE"]));
