import type { TFunction } from "i18next";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

// Not a route: the add and edit forms' schema, checked on blur and again by the action. The
// limits are the API's (api/src/resources/vacancies/write-schema.ts).
export const COMMITMENTS = ["recurring", "one_off"] as const;

const text = (max: number) => z.string().trim().max(max).optional();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional();
const id = z.string().regex(/^[1-9][0-9]{0,15}$/);

const fields = {
  title: z.string().trim().min(1).max(200),
  // The textarea's plain text (paragraphs), the editor's Tiptap JSON, and the plain text the
  // textarea was prefilled with: the action sends the description only when it changed.
  description: text(20_000),
  descriptionJson: z.string().max(200_000).optional(),
  descriptionPrefill: z.string().max(200_000).optional(),
  remote: z.boolean().optional(),
  street: text(200),
  houseNumber: text(20),
  postalCode: text(20),
  city: text(100),
  hoursPerWeek: z.number().min(0).max(168).optional(),
  commitment: z.enum(COMMITMENTS),
  startsOn: date,
  endsOn: date,
  places: z.number().int().min(1).max(10_000).optional(),
  requirements: text(2000),
  contactName: text(200),
  contactEmail: z.string().trim().email().max(254).optional(),
  contactPhone: text(40),
  expiresOn: date,
  tagIds: z.array(id).max(50).optional(),
};

/** The edit form. */
export const editSchema = () => z.object(fields);

/** The add form: also the organization, and whether to publish at once. */
export const addSchema = () => z.object({ ...fields, organizationId: id, status: z.enum(["draft", "published"]).default("draft") });

export type VacancyFormValue = z.infer<ReturnType<typeof editSchema>>;

/** The form's field names: an API error on any other attribute becomes a form error. */
export const FORM_FIELDS = [...Object.keys(fields), "organizationId", "status"];

const LABELS = Object.fromEntries(
  [...Object.keys(fields), "organizationId"].map((name) => [name, name === "organizationId" ? "organization" : name === "tagIds" ? "tags" : name]),
);

/** Field labels by field name, for '{field} is niet geldig.'. */
export const vacancyLabels = (t: TFunction) => Object.fromEntries(Object.entries(LABELS).map(([name, key]) => [name, t(`vacancies:fields.${key}`)]));

/** parseWithZod's options, the same in the action and in the browser. */
export const vacancyParseOptions = <S extends z.ZodTypeAny>(schemaFor: () => S, t: TFunction) => ({
  schema: schemaFor(),
  errorMap: validationErrorMap(t, vacancyLabels(t)),
});
