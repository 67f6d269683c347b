import {
  INVITATION_VALID_DAYS,
  ORGANIZATION_ADMIN_ACCEPTANCES,
  ORGANIZATION_ADMIN_INVITATIONS,
  type OrganizationAdminAcceptanceAttributes,
  type OrganizationAdminInvitationAttributes,
} from "@contract/organization-admins";
import { Serializer } from "../../jsonapi/ts-japi";
import type { InvitationRow } from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link mailed at `sentAt` stops working. */
export const expiresAt = (sentAt: string) => new Date(Date.parse(sentAt) + INVITATION_VALID_DAYS * DAY_MS).toISOString();
export const isExpired = (sentAt: string, now = Date.now()) => Date.parse(expiresAt(sentAt)) <= now;

export type InvitationResource = OrganizationAdminInvitationAttributes & { id: string };

export const toInvitationResource = ({ invitation, organizationName }: InvitationRow): InvitationResource => ({
  id: String(invitation.id),
  organization_id: String(invitation.organizationId),
  organization_name: organizationName,
  email: invitation.email,
  locale: invitation.locale,
  expired: isExpired(invitation.sentAt),
  sent_at: invitation.sentAt,
  expires_at: expiresAt(invitation.sentAt),
  created_at: invitation.createdAt,
});

export const invitationSerializer = new Serializer<InvitationResource>(ORGANIZATION_ADMIN_INVITATIONS);

export type AcceptanceResource = OrganizationAdminAcceptanceAttributes & { id: string };

export const toAcceptanceResource = ({ invitation, organizationName }: InvitationRow): AcceptanceResource => ({
  id: String(invitation.id),
  organization_id: String(invitation.organizationId),
  organization_name: organizationName,
  email: invitation.email,
  expires_at: expiresAt(invitation.sentAt),
});

export const acceptanceSerializer = new Serializer<AcceptanceResource>(ORGANIZATION_ADMIN_ACCEPTANCES);
