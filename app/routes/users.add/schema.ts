import { z } from "zod";

// The API's limits (api/src/resources/users/schema.ts inviteAttributes), checked on blur and again
// by the action; the API checks them a third time.
export const LOCALES = ["nl", "en"] as const;

export const inviteSchema = () =>
  z.object({
    email: z.string().trim().email().max(254),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(30).regex(/^[0-9+()\-.\s]*$/).optional(),
    locale: z.enum(LOCALES),
  });

export const INVITE_FIELDS = ["email", "firstName", "lastName", "phone", "locale"];
