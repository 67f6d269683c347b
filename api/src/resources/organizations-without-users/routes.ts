import { organizationsWithoutUsersList } from "@contract/organization-admins";
import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { reviewer } from "./access";
import { listWithoutUsers } from "./queries";
import { organizationUrl, toWithoutUsersResource, withoutUsersSerializer } from "./serializer";

export { ORGANIZATIONS_WITHOUT_USERS_PATH } from "./serializer";

const withoutUsersList = listQuery(organizationsWithoutUsersList);

/**
 * GET: the organizations nobody holds a role on (no admin, no member), not archived, by name:
 * entries nobody keeps current. Staff see their centres' (super admins the tenant's); others 403.
 */
export const organizationsWithoutUsersRoutes = new Hono<AppEnv>()
  .get("/", signedIn, withoutUsersList, async (c) => {
    const query = c.req.valid("query");
    const actor = await reviewer(c);
    const { rows, total } = await listWithoutUsers(c.var.db, c.var.tenantId, actor, query.page);
    return sendList(c, withoutUsersSerializer, rows.map(toWithoutUsersResource), query, { total, resourceUrl: organizationUrl(c.req.url) });
  })
  .all("/", methodNotAllowed(["GET"]));
