import { ORGANIZATION_ADMIN_ACCEPTANCES, acceptanceRules } from "@contract/organization-admins";
import { z } from "zod";
import { confirmationMatches, newPassword, passwordConfirmation } from "../../auth/password-policy";
import type { QuerySpec } from "../../jsonapi/query";

export const ACCEPTANCE_TYPES = [ORGANIZATION_ADMIN_ACCEPTANCES, "organization_admin_acceptance"];

/** No include, fields, sort or paging: the answer is the invitation accepted. */
export const acceptanceQuery = {} satisfies QuerySpec;

const token = z
  .string({ required_error: "Token can't be blank.", invalid_type_error: "Token must be a string." })
  .trim()
  .min(1, "Token can't be blank.")
  .max(acceptanceRules.token.maxLength ?? 200, "Token is invalid.");

const name = (label: string) =>
  z
    .string({ required_error: `${label} can't be blank.`, invalid_type_error: `${label} must be a string.` })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(100, `${label} is too long (maximum is 100 characters).`);

/** Signed in: the token only. */
export const acceptSignedIn = z.object({ token }).strict();

/** Signed out: the token and the new account's names and password (its address is the invitation's). */
export const acceptWithAccount = z
  .object({
    token,
    first_name: name("First name"),
    last_name: name("Last name"),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .strict()
  .superRefine(confirmationMatches);

export type AcceptWithAccount = z.output<typeof acceptWithAccount>;
