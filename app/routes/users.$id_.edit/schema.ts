import { LOCALES } from "@contract/locales";
import { MANAGED_STATUSES, userFieldRules } from "@contract/users";
import { z } from "zod";

// PATCH /users/{id}'s attributes with the contract's rules (contract/users), the API's limits. An invited user keeps that status until they choose a password: the field
// then offers "unchanged", sent as nothing.
export { LOCALES, MANAGED_STATUSES };

export const editSchema = () =>
  z.object({
    firstName: userFieldRules.firstName,
    lastName: userFieldRules.lastName,
    phone: userFieldRules.phone.optional(),
    locale: userFieldRules.locale,
    status: userFieldRules.status.optional(),
  });

export const EDIT_FIELDS = ["firstName", "lastName", "phone", "locale", "status"];
