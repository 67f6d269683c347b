import { listQuery } from "../../jsonapi/list-query";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { organizationsWithoutUsersList } from "@contract/organization-admins";
import { signedIn } from "../../auth/authenticate";
import { organizations } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { pageLinks } from "../../jsonapi/pagination";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { forbidden } from "../../jsonapi/errors";
import { loadActor } from "../../auth/actor";

const withoutUsersList = listQuery(organizationsWithoutUsersList);

export const ORGANIZATIONS_WITHOUT_USERS_PATH = "/api/v1/organizations_without_users";

interface Resource {
  id: string;
  name: string;
  status: string;
  volunteer_center_id: string | null;
  created_at: string;
}

const serializer = new Serializer<Resource>("organizations");

/**
 * GET: the organizations nobody holds a role on (no admin, no member), not archived, by name:
 * entries nobody keeps current. Staff see their centres' (super admins the tenant's); others 403.
 */
export const organizationsWithoutUsersRoutes = new Hono<AppEnv>()
  .get("/", signedIn, withoutUsersList, async (c) => {
    const query = withoutUsersList.of(c);
    const actor = await loadActor(c);
    if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins see the organizations without users.");
    const { db, tenantId } = c.var;
    const where = and(
      eq(organizations.tenantId, tenantId),
      ne(organizations.status, "archived"),
      actor.superAdmin ? undefined : inArray(organizations.volunteerCenterId, actor.staffCenterIds),
      sql`NOT EXISTS (SELECT 1 FROM roles r WHERE r.tenant_id = ${organizations.tenantId}
            AND r.resource_type = 'Organization' AND r.resource_id = ${organizations.id})`,
    );
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.name), asc(organizations.id))
        .limit(query.page.size)
        .offset((query.page.number - 1) * query.page.size)
        .all(),
      db
        .select({ total: sql<number>`count(*)` })
        .from(organizations)
        .where(where)
        .all(),
    ]);
    const document = await serializeDocument(
      serializer,
      rows.map((o) => ({
        id: String(o.id),
        name: o.name,
        status: o.status,
        volunteer_center_id: o.volunteerCenterId === null ? null : String(o.volunteerCenterId),
        created_at: o.createdAt,
      })),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: (r: { id: string }) => new URL(`/api/v1/organizations/${r.id}`, c.req.url).href,
        meta: { total },
        pageLinks: pageLinks(c.req.url, query.page, total),
      },
    );
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]));
