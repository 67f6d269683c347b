import type { TFunction } from "~/i18n-t";
import { LOCALES } from "@contract/locales";
import { userFieldRules } from "@contract/users";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";

export { LOCALES };

// The contract's rules (contract/users), the API's own, checked here first.
export const signupSchema = (t: TFunction) =>
  z
    .object({
      firstName: userFieldRules.firstName,
      lastName: userFieldRules.lastName,
      email: userFieldRules.email,
      ...newPasswordFields(t),
      locale: userFieldRules.locale,
    })
    .superRefine(passwordsMatch(t));
