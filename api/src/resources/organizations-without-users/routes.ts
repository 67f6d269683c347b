import { organizationsWithoutUsersList } from "@contract/organization-admins";
import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { listQuery } from "../../jsonapi/list-query";
import { pageLinks } from "../../jsonapi/pagination";
import { serializeDocument } from "../../jsonapi/serialize";
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
    const document = await serializeDocument(withoutUsersSerializer, rows.map(toWithoutUsersResource), {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: organizationUrl(c.req.url),
      meta: { total },
      pageLinks: pageLinks(c.req.url, query.page, total),
    });
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]));
