import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { JsonApiError, notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { markChecked } from "../organization-checks/checked";
import { currentCenterId } from "../../current-center";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { canEdit, canManage } from "../../auth/organization-access";
import { authorize } from "./access";
import { type Actor, loadActor } from "../../auth/actor";
import { findOrganization } from "./read-queries";
import { replaceTags, withCoordinates } from "./write-extras";
import { sendOrganization } from "./respond";
import { showQuery } from "./schema";
import type { OrganizationRow } from "./serializer";
import { mailIds } from "../../mail/mail-ids";
import { statusChange } from "./status-change";
import { ORGANIZATION_TYPES_IN, approveAttributes, createAttributes, moveAttributes, updateAttributes } from "./write-schema";
import { insertOrganization, updateOrganizationRow, upsertRelations } from "./write-queries";

const queryOf = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

/** The organization of the path, after the gate of access.ts (401, 404, 403). */
async function target(c: Context<AppEnv>, allowed: Parameters<typeof authorize>[4]): Promise<{ actor: Actor; row: OrganizationRow }> {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row = id === undefined ? undefined : await findOrganization(c.var.db, c.var.tenantId, id);
  authorize(c, actor, row?.organization, param, allowed);
  return { actor, row: row! };
}

/** The request's resource object; a data.id that is not the path's is a 409. */
async function readInput(c: Context<AppEnv>, id: number) {
  const input = await readResourceDocument(c, ORGANIZATION_TYPES_IN);
  if (input.id !== undefined && input.id !== String(id))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the id in the path.",
      source: { pointer: "/data/id" },
    });
  return input.attributes;
}

async function commit(c: Context<AppEnv>, changes: BatchItem<"sqlite">[], mails: BatchItem<"sqlite">[]) {
  const items = [...changes, ...mails];
  if (items.length === 0) return;
  const [first, ...rest] = items;
  const results = await c.var.db.batch([first, ...rest]);
  queueDelivery(c, mailIds(results, changes.length));
}

async function answer(c: Context<AppEnv>, id: number, status: 200 | 201 = 200) {
  const query = queryOf(c);
  const row = (await findOrganization(c.var.db, c.var.tenantId, id))!;
  return sendOrganization(c, row, query, status);
}

/** PUT /organizations/:id/approve: staff and super admins set the status (and a reason). */
export async function approveOrganization(c: Context<AppEnv>) {
  queryOf(c);
  const { row } = await target(c, canManage);
  const org = row.organization;
  const attrs = parseValues(approveAttributes, await readInput(c, org.id));
  const { values, mails } = await statusChange(c, org, attrs.status, attrs.reason);
  const { db, tenantId } = c.var;
  await commit(c, Object.keys(values).length > 0 ? [updateOrganizationRow(db, tenantId, org.id, values)] : [], mails);
  return answer(c, org.id);
}

/** PUT/PATCH /organizations/:id: name, profile, address; kind and status for managers only. */
export async function updateOrganization(c: Context<AppEnv>) {
  queryOf(c);
  const { actor, row } = await target(c, canEdit);
  const org = row.organization;
  const attrs = parseValues(updateAttributes, await readInput(c, org.id));
  if (!canManage(actor, org)) {
    for (const field of ["status", "organization_type", "reason"] as const)
      if (attrs[field] !== undefined) throw forbidden(`Only staff of the organization's centre may change ${field}.`, `/data/attributes/${field}`);
  }
  const { values, mails } = await statusChange(c, org, attrs.status, attrs.reason);
  const { db, tenantId } = c.var;
  const address = await withCoordinates(c, attrs.address, row.address);
  const tagChanges = await replaceTags(db, tenantId, org.id, attrs.tag_ids);
  await commit(
    c,
    [
      updateOrganizationRow(db, tenantId, org.id, {
        ...(attrs.name !== undefined && { name: attrs.name }),
        ...(attrs.organization_type !== undefined && {
          type: attrs.organization_type,
        }),
        ...values,
      }),
      ...upsertRelations(db, tenantId, org.id, attrs.profile, address),
      ...tagChanges,
      // Its own admin saved the entry: that is the yearly check too (docs/organization-checks.md).
      ...(actor.adminOrgIds.includes(org.id) ? [markChecked(db, tenantId, org.id)] : []),
    ],
    mails,
  );
  return answer(c, org.id);
}

/** DELETE /organizations/:id archives (docs/organizations.md): 204, also when already archived. */
export async function archiveOrganization(c: Context<AppEnv>) {
  const { row } = await target(c, canManage);
  const org = row.organization;
  if (org.status !== "archived") {
    const { values } = await statusChange(c, org, "archived", undefined);
    await updateOrganizationRow(c.var.db, c.var.tenantId, org.id, values).run();
  }
  return c.body(null, 204);
}

/** POST /organizations: super admins anywhere in the tenant, staff in their own centre. */
export async function createOrganization(c: Context<AppEnv>) {
  requireUser(c);
  queryOf(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins may add organizations.");
  const input = await readResourceDocument(c, ORGANIZATION_TYPES_IN, {
    create: true,
  });
  const attrs = parseValues(createAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const centerId = attrs.volunteer_center_id ?? (await currentCenterId(c));
  if (centerId === null || (await findVolunteerCenter(db, tenantId, centerId)) === undefined)
    throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  if (!actor.superAdmin && !actor.staffCenterIds.includes(centerId))
    throw forbidden("You may only add organizations to your own centre.", "/data/attributes/volunteer_center_id");
  const address = await withCoordinates(c, attrs.address, null);
  // Checked before the insert, so a bad tag id leaves nothing behind.
  if (attrs.tag_ids?.length) await replaceTags(db, tenantId, 0, attrs.tag_ids);
  const { id } = await insertOrganization(db, tenantId, {
    name: attrs.name,
    type: attrs.organization_type,
    status: attrs.status,
    volunteerCenterId: centerId,
  });
  const relations = [...upsertRelations(db, tenantId, id, attrs.profile, address), ...(await replaceTags(db, tenantId, id, attrs.tag_ids))];
  if (relations.length > 0) await commit(c, relations, []);
  return answer(c, id, 201);
}

/** PUT /organizations/:id/move: only with ENABLE_ORGANIZATIONS_MOVING; same tenant only. */
export async function moveOrganization(c: Context<AppEnv>) {
  if (!configOf(c.env).ENABLE_ORGANIZATIONS_MOVING) throw notFound("Moving organizations is not enabled.");
  queryOf(c);
  const { row } = await target(c, canManage);
  const org = row.organization;
  const attrs = parseValues(moveAttributes, await readInput(c, org.id));
  const { db, tenantId } = c.var;
  if ((await findVolunteerCenter(db, tenantId, attrs.volunteer_center_id)) === undefined)
    throw notFound(`There is no volunteer center ${attrs.volunteer_center_id}.`, {
      pointer: "/data/attributes/volunteer_center_id",
    });
  await updateOrganizationRow(db, tenantId, org.id, {
    volunteerCenterId: attrs.volunteer_center_id,
  }).run();
  return answer(c, org.id);
}
