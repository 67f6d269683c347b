import { z } from "zod";
import { type QuerySpec, resourceSpecs } from "../list";
import { LOCALES } from "../locales";
import { emailAddress, integerId } from "../rules";

/**
 * Inviting a co-admin of an organization by e-mail (docs/organization-admins.md). The invitation is
 * the same for an address with or without an account, so the inviter never learns which it was:
 * the mailed link accepts it (signed in, or by creating an account with that address).
 */
export const ORGANIZATION_ADMIN_INVITATIONS = "organization_admin_invitations";
export const ORGANIZATION_ADMIN_ACCEPTANCES = "organization_admin_acceptances";
export const ORGANIZATIONS_WITHOUT_USERS = "organizations_without_users";

/** How long a mailed invitation link works; a resend starts the period again. */
export const INVITATION_VALID_DAYS = 14;

export const organizationAdminInvitationRules = {
  organization_id: z.string().regex(/^[1-9][0-9]{0,15}$/),
  email: emailAddress,
  locale: z.enum(LOCALES),
} as const;

export const ORGANIZATION_ADMIN_INVITATION_ATTRIBUTES = [
  "organization_id",
  "organization_name",
  "email",
  "locale",
  "expired",
  "sent_at",
  "expires_at",
  "created_at",
] as const;

export interface OrganizationAdminInvitationAttributes {
  organization_id: string;
  organization_name: string;
  email: string;
  locale: (typeof LOCALES)[number];
  /** The link no longer works; a resend mails a new one. */
  expired: boolean;
  sent_at: string;
  expires_at: string;
  created_at: string;
}

/** GET /organization_admin_invitations: the invitations not yet accepted that the caller manages. */
export const { show: organizationAdminInvitationShow, list: organizationAdminInvitationList } = resourceSpecs(
  ORGANIZATION_ADMIN_INVITATIONS,
  ORGANIZATION_ADMIN_INVITATION_ATTRIBUTES,
  {
    page: { defaultSize: 100, maxSize: 1000 },
    filter: { organization_id_eq: integerId },
  },
);

/** What the mailed link shows to whoever holds it (the token is the key). */
export interface OrganizationAdminAcceptanceAttributes {
  organization_id: string;
  organization_name: string;
  email: string;
  expires_at: string;
}

/** Accepting without an account: the new account's names and password (the address is the invitation's). */
export const acceptanceRules = {
  token: z.string().trim().min(1).max(200),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
} as const;

/** GET /organizations_without_users: staff's list of their centres' organizations nobody holds a role on. */
export const organizationsWithoutUsersList = {
  page: { defaultSize: 100, maxSize: 500 },
} as const satisfies QuerySpec;
