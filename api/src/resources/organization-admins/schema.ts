import { ORGANIZATION_ADMIN_INVITATIONS, organizationAdminInvitationList, organizationAdminInvitationShow } from "@contract/organization-admins";
import { LOCALES } from "@contract/locales";
import { z } from "zod";
import { email } from "../users/schema";

export const INVITATION_TYPES = [ORGANIZATION_ADMIN_INVITATIONS, "organization_admin_invitation"];

export const indexQuery = organizationAdminInvitationList;
export const showQuery = organizationAdminInvitationShow;

/** POST /organization_admin_invitations: who, for which organization, in which language. */
export const inviteAttributes = z
  .object({
    organization_id: z
      .union([z.string(), z.number()], {
        required_error: "Organization id can't be blank.",
        invalid_type_error: "Organization id must be a string.",
      })
      .transform(String)
      .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, "Organization id must be a positive integer.")),
    email,
    locale: z.enum(LOCALES, { errorMap: () => ({ message: "Locale must be one of: nl, en." }) }).optional(),
  })
  .strict();

export type InviteAttributes = z.output<typeof inviteAttributes>;
