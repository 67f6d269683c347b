import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

// The API's limits (api/src/resources/applications/schema.ts), checked here first.
const motivation = z.string().trim().min(1).max(5000);
const phone = z.string().trim().max(40).optional();

/** A signed-in volunteer applies as their account: motivation and, if they like, a phone number. */
export const memberApplySchema = z.object({ motivation, phone });
/** A guest also gives a name and an address for the confirmation mail. */
export const guestApplySchema = memberApplySchema.extend({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
});

export const APPLY_FIELDS = ["name", "email", "phone", "motivation"] as const;

/** The fields' labels, for '{field} is niet geldig.'. */
export const applyLabels = (t: TFunction) => Object.fromEntries(APPLY_FIELDS.map((field) => [field, t(`vacancy-search:apply.${field}`)]));

export const applyParseOptions = (guest: boolean, t: TFunction) => ({
  schema: guest ? guestApplySchema : memberApplySchema,
  errorMap: validationErrorMap(t, applyLabels(t)),
});
