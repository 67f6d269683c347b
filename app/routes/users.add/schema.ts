import { LOCALES } from "@contract/locales";
import { userFieldRules } from "@contract/users";
import { z } from "zod";

// The contract's rules (contract/users), checked on blur and again by the action; the API checks
// them a third time.
export { LOCALES };

export const inviteSchema = () =>
  z.object({
    email: userFieldRules.email,
    firstName: userFieldRules.firstName,
    lastName: userFieldRules.lastName,
    phone: userFieldRules.phone.optional(),
    locale: userFieldRules.locale,
  });

export const INVITE_FIELDS = ["email", "firstName", "lastName", "phone", "locale"];
