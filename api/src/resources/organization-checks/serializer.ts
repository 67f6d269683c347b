import { ORGANIZATION_CHECKS, type OrganizationCheckAttributes, isStale } from "@contract/organization-checks";

export { ORGANIZATION_CHECKS };

export const ORGANIZATION_CHECKS_PATH = `/api/v1/${ORGANIZATION_CHECKS}`;

/** An organization with its last check (null: never), as every answer about checks reads it. */
export interface CheckRow {
  id: number;
  name: string;
  created_at: string;
  checked_at: string | null;
}

/** The attributes of an organization's check: one rule for `stale` wherever a check is answered. */
export const checkAttributes = (row: CheckRow): OrganizationCheckAttributes => ({
  organization_id: String(row.id),
  organization_name: row.name,
  checked_at: row.checked_at,
  stale: isStale(row.checked_at, row.created_at),
});

/** A check as the organizations' `check` relationship includes it (id = the organization's id). */
export type IncludedCheck = OrganizationCheckAttributes & { id: string };

/** An organization's check as include=check answers it, from its `checked_at` (null: never). */
export const includedCheck = (o: { id: number; name: string; createdAt: string }, checkedAt: string | null): IncludedCheck => ({
  id: String(o.id),
  ...checkAttributes({ id: o.id, name: o.name, created_at: o.createdAt, checked_at: checkedAt }),
});

/** One check as a resource object, its link from the request's origin. */
export const toCheckResource = (requestUrl: string, row: CheckRow) => ({
  type: ORGANIZATION_CHECKS,
  id: String(row.id),
  attributes: checkAttributes(row),
  links: { self: new URL(`${ORGANIZATION_CHECKS_PATH}/${row.id}`, requestUrl).href },
});
