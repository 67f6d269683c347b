import { canReviewHours } from "@contract/hours";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Actor, loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { JsonApiError, forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId, pathRow } from "../../jsonapi/ids";
import { findHourRecord, findRecordOrganization } from "./queries";
import type { HourRecordRow } from "./serializer";

// Hours are the volunteer's and their organization's (docs/shifts-and-hours.md): the volunteer
// sees and removes their own (until approved); the organization's admins, its centre's staff and
// super admins see and review its records. Anyone else finds nothing (404, no enumeration).

export const missingHourRecord = (id: string) => notFound(`There is no hour record ${id}.`);

const organizationRef = (row: HourRecordRow) => ({ id: row.record.organizationId, volunteerCenterId: row.organizationCenterId });

export const reviews = (actor: Actor, row: HourRecordRow) => canReviewHours(actor, organizationRef(row));

/** A record another may see: 404 for one that is neither theirs nor their organization's. */
export async function seenRecord(actor: Actor, row: HourRecordRow | undefined, param: string) {
  if (row === undefined || !(row.record.userId === actor.user?.id || reviews(actor, row))) throw missingHourRecord(param);
  return row;
}

async function pathRecord(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row = await seenRecord(actor, id === undefined ? undefined : await findHourRecord(c.var.db, c.var.tenantId, id), param);
  return { actor, row };
}

/** GET /hour_records/:id: the volunteer's own, or one of an organization the caller reviews. */
export const visibleRecord = pathRecord;

/** PATCH /hour_records/:id: the organization's reviewers (the volunteer gets 403: one does not approve one's own hours). */
export async function reviewableRecord(c: Context<AppEnv>) {
  const found = await pathRecord(c);
  if (!reviews(found.actor, found.row)) throw forbidden("Only the organization's admins and the centre's staff review hours.");
  return { ...found, reviewer: found.actor.user!.id };
}

/** DELETE /hour_records/:id: the volunteer's own, until it is approved (then it counts, and stays). */
export async function removableRecord(c: Context<AppEnv>) {
  const found = await pathRecord(c);
  if (found.row.record.userId !== found.actor.user?.id) throw forbidden("Only the volunteer removes their own hours.");
  if (found.row.record.status === "approved")
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "Approved hours count and are not removed; ask the organization to refuse them first." });
  return found.row;
}

/** GET /organizations/:id/hour_records: the tenant's organization (404), for its reviewers (403). */
export async function reviewedOrganization(c: Context<AppEnv>) {
  requireUser(c);
  const { param, row: org } = await pathRow(c, findRecordOrganization);
  if (org === undefined) throw notFound(`There is no organization ${param}.`);
  if (!canReviewHours(await loadActor(c), org)) throw forbidden("Only the organization's admins and the centre's staff see its hours.");
  return org;
}
