import {
  ORGANIZATION_ADMIN_ACCEPTANCES,
  ORGANIZATION_ADMIN_INVITATIONS,
  ORGANIZATIONS_WITHOUT_USERS,
  type OrganizationAdminAcceptanceAttributes,
  type OrganizationAdminInvitationAttributes,
  type organizationAdminInvitationList,
  type organizationsWithoutUsersList,
} from "@contract/organization-admins";
import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { Locale } from "@contract/locales";
import type { ApiClient } from "./client";

// Co-admin invitations (docs/organization-admins.md). The API decides who may invite, resend and
// withdraw: the organization's admins, its centre's staff and super admins.

export type AdminInvitation = Camelized<OrganizationAdminInvitationAttributes> & { id: string };
export type AdminAcceptance = Camelized<OrganizationAdminAcceptanceAttributes> & { id: string };

const INVITATIONS = `/api/v1/${ORGANIZATION_ADMIN_INVITATIONS}`;
const ACCEPTANCES = `/api/v1/${ORGANIZATION_ADMIN_ACCEPTANCES}`;

/** The open invitations of one organization, or (without one) of every organization the caller may edit. */
export async function listAdminInvitations(api: ApiClient, organizationId?: string): Promise<AdminInvitation[]> {
  const { data } = await api.get<AdminInvitation[]>(INVITATIONS, {
    filter: { organization_id_eq: organizationId },
    page: { size: 1000 },
  } satisfies ListQuery<typeof organizationAdminInvitationList>);
  return data;
}

export const inviteAdmin = (api: ApiClient, organizationId: string, email: string, locale: Locale) =>
  api.write<AdminInvitation>("POST", INVITATIONS, ORGANIZATION_ADMIN_INVITATIONS, { organizationId, email, locale });

export const resendAdminInvitation = (api: ApiClient, id: string) => api.request("POST", `${INVITATIONS}/${id}/resend`);

export const withdrawAdminInvitation = (api: ApiClient, id: string) => api.request("DELETE", `${INVITATIONS}/${id}`);

/** What the mailed link shows: the organization and the invited address (the token is the key). */
export async function getAdminAcceptance(api: ApiClient, token: string): Promise<AdminAcceptance> {
  const { data } = await api.get<AdminAcceptance>(`${ACCEPTANCES}/${encodeURIComponent(token)}`);
  return data;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
}

/** Accepts: signed in with the token alone, signed out with the new account's names and password. */
export async function acceptAdminInvitation(api: ApiClient, token: string, account?: NewAccount) {
  const { data, meta } = await api.write<AdminAcceptance>("POST", ACCEPTANCES, ORGANIZATION_ADMIN_ACCEPTANCES, { token, ...account });
  return { acceptance: data, accountCreated: meta.accountCreated === true };
}

export interface UnusedOrganization {
  id: string;
  name: string;
  status: string;
  /** Its own contact address (staff see it whatever its visibility); null when it has none. */
  email: string | null;
  createdAt: string;
}

/** Staff: their centres' organizations nobody holds a role on. */
export async function listOrganizationsWithoutUsers(api: ApiClient): Promise<UnusedOrganization[]> {
  const { data } = await api.get<UnusedOrganization[]>(`/api/v1/${ORGANIZATIONS_WITHOUT_USERS}`, {
    page: { size: 500 },
  } satisfies ListQuery<typeof organizationsWithoutUsersList>);
  return data;
}
