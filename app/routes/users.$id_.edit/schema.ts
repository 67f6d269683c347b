import { z } from "zod";

// PATCH /users/{id}'s attributes with the API's limits (api/src/resources/users/schema.ts
// manageAttributes). An invited user keeps that status until they choose a password: the field
// then offers "unchanged", sent as nothing.
export const LOCALES = ["nl", "en"] as const;
export const MANAGED_STATUSES = ["active", "inactive", "archived"] as const;

export const editSchema = () =>
  z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(30).regex(/^[0-9+()\-.\s]*$/).optional(),
    locale: z.enum(LOCALES),
    status: z.enum(MANAGED_STATUSES).optional(),
  });

export const EDIT_FIELDS = ["firstName", "lastName", "phone", "locale", "status"];
