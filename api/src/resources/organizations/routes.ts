import { Hono, type MiddlewareHandler } from "hono";
import { loadActor } from "../../auth/actor";
import { signedIn } from "../../auth/authenticate";
import { canEdit, canManage, canSee, missingOrganization } from "../../auth/organization-access";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { handleNotFound, methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinksWithoutTotal } from "../../jsonapi/pagination";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { organizationCreator, organizationFor } from "./access";
import { commit } from "../../mail/commit";
import { createOrganization } from "./create";
import { organizationDocument, organizationUrl, withIncluded } from "./document";
import { organizationListQuery } from "./list-query";
import { TOTAL_CAP } from "./plan/list-statements";
import { findOrganization, listOrganizations } from "./read-queries";
import { showQuery as showSpec } from "./schema";
import { fullOrganizationSerializer, toFullOrganizationResource } from "./serializer";
import { statusChange } from "./status-change";
import { updateOrganization } from "./update";
import { updateOrganizationRow } from "./write-queries";
import { ORGANIZATION_TYPES_IN, approveAttributes, createAttributes, moveAttributes, updateAttributes } from "./write-schema";

export { ORGANIZATIONS_PATH } from "./document";

const organizationQuery = showQuery(showSpec);
const creator = guard(organizationCreator);
const managed = guard(organizationFor(canManage));
const editable = guard(organizationFor(canEdit));

/** Without ENABLE_ORGANIZATIONS_MOVING moving is a 404 before anything else is looked at. */
const movingEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!configOf(c.env).ENABLE_ORGANIZATIONS_MOVING) throw notFound("Moving organizations is not enabled.");
  await next();
};

export const organizationRoutes = new Hono<AppEnv>()
  .get("/", organizationListQuery, async (c) => {
    const { query, count, near } = c.req.valid("query");
    const actor = await loadActor(c);
    const { rows, hasNextPage, total } = await listOrganizations(c.var.db, c.var.tenantId, actor, query, near, { count });
    // Not counted unless asked (count=capped): counting read every match. has_next_page comes
    // from one row more than the page.
    const totals = total === undefined ? {} : { total: Math.min(total, TOTAL_CAP), total_capped: total > TOTAL_CAP };
    const document = await serializeDocument(
      fullOrganizationSerializer,
      (await withIncluded(c, rows, query.include)).map((row) =>
        // Hidden contact fields only for those who may edit that organization.
        toFullOrganizationResource(row, (org) => canEdit(actor, org)),
      ),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: organizationUrl(c.req.url),
        // The circle searched, so a client can show distances and centre a map on it.
        meta: {
          has_next_page: hasNextPage,
          ...totals,
          ...(near && { near: { latitude: near.latitude, longitude: near.longitude, distance_km: near.km } }),
        },
        pageLinks: pageLinksWithoutTotal(c.req.url, query.page, hasNextPage),
      },
    );
    return sendDocument(c, document);
  })
  .get("/:id", organizationQuery, async (c) => {
    const query = c.req.valid("query");
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    // include=check: the check read by the row's statement (a missing or hidden one is sent nowhere).
    const row = id === undefined ? undefined : await findOrganization(c.var.db, c.var.tenantId, id, { check: query.include.includes("check") });
    if (row === undefined || !canSee(await loadActor(c), row.organization)) throw missingOrganization(param);
    return sendDocument(c, (await organizationDocument(c, row, query)).document);
  })
  // Super admins anywhere in the tenant, staff in their own centre (create.ts).
  .post("/", signedIn, organizationQuery, creator, writeDocument(ORGANIZATION_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createOrganization(c, creator.of(c), c.req.valid("json"));
    const { document, self } = await organizationDocument(c, (await findOrganization(c.var.db, c.var.tenantId, id))!, c.req.valid("query"));
    return sendDocument(c, document, 201, { Location: self });
  })
  // Name, profile, address; kind and status for managers only (update.ts).
  .on(["PUT", "PATCH"], "/:id", organizationQuery, editable, writeDocument(ORGANIZATION_TYPES_IN, updateAttributes), async (c) => {
    const { actor, row } = editable.of(c);
    await updateOrganization(c, actor, row, c.req.valid("json"));
    const { document } = await organizationDocument(c, (await findOrganization(c.var.db, c.var.tenantId, row.organization.id))!, c.req.valid("query"));
    return sendDocument(c, document);
  })
  // Archives (docs/organizations.md): 204, also when already archived.
  .delete("/:id", managed, async (c) => {
    const org = managed.of(c).row.organization;
    if (org.status !== "archived") {
      const { values } = await statusChange(c, org, "archived", undefined);
      await updateOrganizationRow(c.var.db, c.var.tenantId, org.id, values).run();
    }
    return c.body(null, 204);
  })
  // Staff and super admins set the status (and a reason).
  .put("/:id/approve", organizationQuery, managed, writeDocument(ORGANIZATION_TYPES_IN, approveAttributes), async (c) => {
    const org = managed.of(c).row.organization;
    const attrs = c.req.valid("json");
    const { values, mails } = await statusChange(c, org, attrs.status, attrs.reason);
    await commit(c, Object.keys(values).length > 0 ? [updateOrganizationRow(c.var.db, c.var.tenantId, org.id, values)] : [], mails);
    const { document } = await organizationDocument(c, (await findOrganization(c.var.db, c.var.tenantId, org.id))!, c.req.valid("query"));
    return sendDocument(c, document);
  })
  // Only with ENABLE_ORGANIZATIONS_MOVING; within the tenant only.
  .put("/:id/move", movingEnabled, organizationQuery, managed, writeDocument(ORGANIZATION_TYPES_IN, moveAttributes), async (c) => {
    const org = managed.of(c).row.organization;
    const { volunteer_center_id: centerId } = c.req.valid("json");
    const { db, tenantId } = c.var;
    if ((await findVolunteerCenter(db, tenantId, centerId)) === undefined)
      throw notFound(`There is no volunteer center ${centerId}.`, { pointer: "/data/attributes/volunteer_center_id" });
    await updateOrganizationRow(db, tenantId, org.id, { volunteerCenterId: centerId }).run();
    const { document } = await organizationDocument(c, (await findOrganization(db, tenantId, org.id))!, c.req.valid("query"));
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/:id/approve", methodNotAllowed(["PUT"]))
  // Without ENABLE_ORGANIZATIONS_MOVING the path does not exist, whatever the method.
  .all("/:id/move", (c) => (configOf(c.env).ENABLE_ORGANIZATIONS_MOVING ? methodNotAllowed(["PUT"])(c) : handleNotFound(c)));
