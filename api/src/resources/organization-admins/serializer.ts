import { INVITATION_VALID_DAYS, ORGANIZATION_ADMIN_INVITATIONS, type OrganizationAdminInvitationAttributes } from "@contract/organization-admins";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { InvitationRow } from "./queries";
import type { showQuery } from "./schema";

export const ORGANIZATION_ADMIN_INVITATIONS_PATH = "/api/v1/organization_admin_invitations";

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

/** The link of each invitation, from the request's origin. */
export const invitationUrl = resourceUrlOf(ORGANIZATION_ADMIN_INVITATIONS_PATH);

/** One invitation as every single-resource answer sends it. */
export const invitationDocument = (row: InvitationRow, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(invitationSerializer, toInvitationResource(row), {
    ...query,
    selfUrl: invitationUrl(requestUrl)({ id: String(row.invitation.id) }),
    resourceUrl: invitationUrl(requestUrl),
  });
