import type { Organization } from "../../db/accounts-schema";
import type { Application } from "../../db/vacancies-schema";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { enforceRateLimit } from "../../auth/rate-limit";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { type Actor, loadActor } from "../../auth/actor";
import { findApplication } from "./queries";
import type { ApplicationRow } from "./serializer";
import { applicationIdForToken } from "./withdraw-tokens";
import { canManageVacancies } from "../vacancies/access";

/** Who handles applications: whoever manages the vacancy's organization's vacancies. */
export const canHandle = canManageVacancies;

/** The applicant (signed in when applying), and the handlers. */
export const isApplicant = (actor: Actor, a: Application) => actor.user !== null && a.userId === actor.user.id;

export const canSeeApplication = (actor: Actor, a: Application, org: Organization) => isApplicant(actor, a) || canHandle(actor, org);

export const missingApplication = (id: string) => notFound(`There is no application ${id}.`);

/** The application of the path: 401 without a user, 404 unless the applicant or a handler. */
export async function seenApplication(c: Context<AppEnv>): Promise<{ actor: Actor; row: ApplicationRow }> {
  requireUser(c);
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findApplication);
  if (row === undefined || !canSeeApplication(actor, row.application, row.organization)) throw missingApplication(param);
  return { actor, row };
}

// Unknown, expired, spent and other tenants' tokens all look the same: nothing to learn by trying.
const missingToken = () => notFound("This withdraw link is unknown or no longer valid.");

/** The application a guest's withdraw token names; counted like guest applications (429). */
export async function withdrawTokenTarget(c: Context<AppEnv>, token: string): Promise<ApplicationRow> {
  await enforceRateLimit(c, "withdrawal", token);
  const id = await applicationIdForToken(c, token);
  const row = id === undefined ? undefined : await findApplication(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw missingToken();
  return row;
}
