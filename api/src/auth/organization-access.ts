import { canEditOrganization, canManageOrganization } from "@contract/users";
import { type SQL, or, sql } from "drizzle-orm";
import type { Organization } from "../db/accounts-schema";
import { notFound } from "../jsonapi/errors";
import type { Actor } from "./actor";
import { idParams } from "../db/id-list";

// Who may do what to an organization, for every resource that touches one (organizations, their
// admins, checks, proposed edits, vacancies, activities, conversations, users). The rules are the
// contract's (contract/users/roles.ts), so the web answers the same.

/** Super admins, and staff of the organization's centre: status, type, archive, move. */
export const canManage = (actor: Actor, org: Organization) => canManageOrganization(actor, org);

/** Managers and the organization's own admins: name, profile, address. */
export const canEdit = (actor: Actor, org: Organization) => canEditOrganization(actor, org);

/** The status that makes an organization public. */
const PUBLIC_STATUS = "approved";

/**
 * "Who may see an organization", once: approved ones are public; the rest only to managers (super
 * admins, the centre's staff) and the organization's own people. The grounds an actor has are
 * read by canSee for one row and by visibleSql for a list's statement;
 * organization-access.test.ts holds the two to the same answers.
 */
export const seeingGrounds = (actor: Actor) => ({
  everything: actor.superAdmin,
  centreIds: actor.staffCenterIds,
  organizationIds: actor.memberOrgIds,
});

/** Whether the actor may see this organization (where not, its routes answer 404: existence does not leak). */
export function canSee(actor: Actor, org: Pick<Organization, "id" | "status" | "volunteerCenterId">): boolean {
  const g = seeingGrounds(actor);
  return (
    g.everything ||
    org.status === PUBLIC_STATUS ||
    (org.volunteerCenterId !== null && g.centreIds.includes(org.volunteerCenterId)) ||
    g.organizationIds.includes(org.id)
  );
}

/** The columns a list's statement reads an organization's visibility from. */
export interface SeenColumns {
  id: SQL;
  status: SQL;
  centre: SQL;
}

const inList = (column: SQL, ids: number[]) => sql`${column} IN (${idParams(ids)})`;

/**
 * canSee as a list's condition; undefined when the actor sees every organization. The status is
 * a literal, not a parameter, so the partial indexes on approved organizations still apply.
 */
export function visibleSql(actor: Actor, s: SeenColumns): SQL | undefined {
  const g = seeingGrounds(actor);
  if (g.everything) return undefined;
  return or(
    sql`${s.status} = ${sql.raw(`'${PUBLIC_STATUS}'`)}`,
    g.centreIds.length > 0 ? inList(s.centre, g.centreIds) : undefined,
    g.organizationIds.length > 0 ? inList(s.id, g.organizationIds) : undefined,
  );
}

export const missingOrganization = (id: string) => notFound(`There is no organization ${id}.`);
