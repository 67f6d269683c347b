import { ORGANIZATION_ADMIN_ACCEPTANCES, type OrganizationAdminAcceptanceAttributes } from "@contract/organization-admins";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { InvitationRow } from "../organization-admins/queries";
import { expiresAt } from "../organization-admins/serializer";

export const ORGANIZATION_ADMIN_ACCEPTANCES_PATH = "/api/v1/organization_admin_acceptances";

export type AcceptanceResource = OrganizationAdminAcceptanceAttributes & { id: string };

export const toAcceptanceResource = ({ invitation, organizationName }: InvitationRow): AcceptanceResource => ({
  id: String(invitation.id),
  organization_id: String(invitation.organizationId),
  organization_name: organizationName,
  email: invitation.email,
  expires_at: expiresAt(invitation.sentAt),
});

export const acceptanceSerializer = new Serializer<AcceptanceResource>(ORGANIZATION_ADMIN_ACCEPTANCES);

/** The invitation an answer is about, with `meta` (whether an account was made) when there is one. */
export const acceptanceDocument = (row: InvitationRow, requestUrl: string, meta?: Record<string, unknown>) =>
  serializeDocument(acceptanceSerializer, toAcceptanceResource(row), {
    include: [],
    fields: {},
    selfUrl: new URL(ORGANIZATION_ADMIN_ACCEPTANCES_PATH, requestUrl).href,
    ...(meta && { meta }),
  });
