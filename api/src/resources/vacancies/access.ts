import { isPublicVacancy } from "@contract/vacancies";
import { todayUtc } from "@contract/rules";
import type { Organization } from "../../db/accounts-schema";
import type { Vacancy } from "../../db/vacancies-schema";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { type Actor, loadActor } from "../../auth/actor";
import { findVacancy } from "./read-queries";
import type { VacancyRow } from "./serializer";

/** Today in UTC as 'YYYY-MM-DD': expiry dates are compared with it. */
export const today = todayUtc;

/** Super admins, staff of the organization's centre, and the organization's admins. */
export const canManageVacancies = (actor: Actor, org: Organization) =>
  actor.superAdmin || (org.volunteerCenterId !== null && actor.staffCenterIds.includes(org.volunteerCenterId)) || actor.adminOrgIds.includes(org.id);

/** What anyone may see: published, not past its expiry date, of an approved organization. */
export const isPublic = (v: Vacancy, org: Organization, on = today()) => isPublicVacancy(v, org.status === "approved", on);

export const canSeeVacancy = (actor: Actor, v: Vacancy, org: Organization) => isPublic(v, org) || canManageVacancies(actor, org);

export const missingVacancy = (id: string) => notFound(`There is no vacancy ${id}.`);

/**
 * The gate of every write to one vacancy: 401 without a user, 404 when the caller may not see
 * it (existence does not leak), 403 when they see it (it is public) but may not manage it.
 */
export function authorizeVacancy(actor: Actor, row: VacancyRow | undefined, id: string): VacancyRow {
  if (row === undefined || !canSeeVacancy(actor, row.vacancy, row.organization)) throw missingVacancy(id);
  if (!canManageVacancies(actor, row.organization)) throw forbidden("You are not allowed to change this vacancy.");
  return row;
}

/** The vacancy of the path, for a write (authorizeVacancy's answers). */
export async function writableVacancy(c: Context<AppEnv>): Promise<VacancyRow> {
  requireUser(c);
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findVacancy);
  return authorizeVacancy(actor, row, param);
}
