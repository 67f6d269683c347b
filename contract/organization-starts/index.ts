import type { QuerySpec } from "../list";
import type { OrganizationStatus } from "../organizations/attributes";

// A signed-in user starts an organization with their own account (issue 49, docs/organizations.md
// "Starting an organization while signed in"): no second address, no second confirmation.

export const ORGANIZATION_STARTS = "organization_starts";

export const ORGANIZATION_START_ATTRIBUTES = ["organization_id", "name", "status"] as const;

/** The answer: the organization started (pending until its centre approves it). */
export interface OrganizationStartAttributes {
  organization_id: string;
  name: string;
  status: OrganizationStatus;
}

/** No include, fields, sort or paging: the answer is the start itself. */
export const organizationStartShow = {} as const satisfies QuerySpec;
