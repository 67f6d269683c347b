import { z } from "zod";
import { confirmationMatches } from "../../auth/password-policy";
import { SIGN_UP_ORGANIZATION_TYPES } from "@contract/organizations";
import type { QuerySpec } from "../../jsonapi/query";
import { createAttributes } from "../organizations/write-schema";
import { newAccountFields } from "../users/schema";

export const ORGANIZATION_SIGN_UPS = "organization_sign_ups";
export const SIGN_UP_TYPES = [ORGANIZATION_SIGN_UPS, "organization_sign_up"];

/** What a signing-up organization may call itself: every kind but a volunteer centre. */
export { SIGN_UP_ORGANIZATION_TYPES };

/** The organization's first admin: a new account, as POST /users signs one up. */
const admin = z.object(newAccountFields, { required_error: "Admin can't be blank." }).strict().superRefine(confirmationMatches);

/**
 * POST /organization_sign_ups: the organization's fields of POST /organizations (its themes too,
 * issue 49), plus `admin`.
 */
export const signUpAttributes = createAttributes
  .pick({ name: true, profile: true, address: true, tag_ids: true })
  .extend({
    organization_type: z
      .enum(SIGN_UP_ORGANIZATION_TYPES, {
        errorMap: () => ({
          message: `Organization type must be one of: ${SIGN_UP_ORGANIZATION_TYPES.join(", ")}.`,
        }),
      })
      .default("Organization"),
    admin,
    // Validated against REDIRECT_HOSTS by mailLinkBase, not here.
    confirm_success_url: z.unknown().optional(),
  })
  .strict();

export type SignUpAttributes = z.output<typeof signUpAttributes>;

/** No include, fields, sort or paging: the answer is the sign-up itself. */
export const signUpQuery = {} satisfies QuerySpec;
