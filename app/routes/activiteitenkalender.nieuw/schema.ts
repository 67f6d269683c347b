import { ACTIVITY_KINDS, ACTIVITY_REPEATS, activityFieldRules } from "@contract/activities";
import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

const r = activityFieldRules;
const optional = <T extends z.ZodTypeAny>(rule: T) => z.preprocess((v) => (v === "" ? undefined : v), rule.optional());

/** The new-activity form, with the contract's rules under the form's field names. */
export const activityFormSchema = z.object({
  organizationId: optional(z.string().regex(/^[1-9]\d{0,17}$/)),
  kind: z.enum(ACTIVITY_KINDS).default("activity"),
  title: r.title,
  description: z.string().max(20_000).optional(),
  descriptionJson: z.string().max(200_000).optional(),
  descriptionPrefill: z.string().max(20_000).optional(),
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  repeat: z.enum(ACTIVITY_REPEATS).default("none"),
  repeatUntil: optional(r.repeatUntil),
  online: z.preprocess((v) => v === "on", z.boolean()),
  onlineUrl: optional(r.onlineUrl),
  place: optional(r.place),
  address: optional(r.address),
  postalCode: optional(r.postalCode),
  capacity: optional(z.coerce.number().pipe(r.capacity)),
  // A file input left empty still posts an empty File: that is "no new image".
  image: z
    .instanceof(File)
    .optional()
    .transform((f) => (f && f.size > 0 ? f : undefined)),
  removeImage: z.literal("on").optional(),
  tagIds: z
    .array(z.string().regex(/^[1-9]\d{0,17}$/))
    .max(20)
    .default([]),
});
export type ActivityFormValue = z.infer<typeof activityFormSchema>;

export const ACTIVITY_FIELDS = [
  "organizationId",
  "kind",
  "title",
  "description",
  "startsAt",
  "endsAt",
  "repeat",
  "repeatUntil",
  "online",
  "onlineUrl",
  "place",
  "address",
  "postalCode",
  "capacity",
  "image",
  "tagIds",
] as const;

export const activityLabels = (t: TFunction) => Object.fromEntries(ACTIVITY_FIELDS.map((field) => [field, t(`activities:form.${field}`)]));

export const activityParseOptions = (t: TFunction) => ({ schema: activityFormSchema, errorMap: validationErrorMap(t, activityLabels(t)) });
