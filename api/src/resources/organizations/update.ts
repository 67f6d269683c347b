import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { canManage } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { markChecked } from "../organization-checks/checked";
import { commit } from "../../mail/commit";
import { statusChange } from "./status-change";
import type { OrganizationRow } from "./serializer";
import { replaceTags, withCoordinates } from "./write-extras";
import { updateOrganizationRow, upsertRelations } from "./write-queries";
import type { updateAttributes } from "./write-schema";
import type { z } from "zod";

/**
 * Name, profile, address and tags; kind, status and reason for managers only (403 naming the
 * attribute for anyone else, before anything is saved). The status's mails go in the same batch.
 */
export async function updateOrganization(c: Context<AppEnv>, actor: Actor, row: OrganizationRow, attrs: z.output<typeof updateAttributes>) {
  const org = row.organization;
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
}
