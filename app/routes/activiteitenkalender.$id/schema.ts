import { signUpFieldRules } from "@contract/activities";
import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

/** A guest gives a name and an address for the confirmation mail; signed in, nothing. */
export const guestSignUpSchema = z.object({ name: signUpFieldRules.name, email: signUpFieldRules.email });
export const memberSignUpSchema = z.object({});

export const SIGN_UP_FIELDS = ["name", "email"] as const;

export const signUpLabels = (t: TFunction) => Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, t(`activities:signUp.${field}`)]));

export const signUpParseOptions = (guest: boolean, t: TFunction) => ({
  schema: guest ? guestSignUpSchema : memberSignUpSchema,
  errorMap: validationErrorMap(t, signUpLabels(t)),
});
