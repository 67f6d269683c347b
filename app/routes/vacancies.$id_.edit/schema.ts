import type { TFunction } from "~/i18n-t";
import { CREATE_STATUSES, MAX_VACANCY_TAGS, vacancyFieldRules, type Commitment } from "@contract/vacancies";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";
import { idString } from "@contract/rules";

// Not a route: the add and edit forms' schema, checked on blur and again by the action. The
// rules and limits are the contract's (contract/vacancies), the ones the API checks.
/** The form offers "recurring" first. */
export const COMMITMENTS = ["recurring", "one_off"] as const satisfies readonly Commitment[];

const r = vacancyFieldRules;
const text = (max: number) => z.string().trim().max(max).optional();
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const id = idString;

const fields = {
  title: r.title,
  // The textarea's plain text (paragraphs), the editor's Tiptap JSON, and the plain text the
  // textarea was prefilled with: the action sends the description only when it changed.
  description: text(20_000),
  descriptionJson: z.string().max(200_000).optional(),
  descriptionPrefill: z.string().max(200_000).optional(),
  remote: z.boolean().optional(),
  street: r.street.optional(),
  houseNumber: r.houseNumber.optional(),
  postalCode: r.postalCode.optional(),
  city: r.city.optional(),
  hoursPerWeek: r.hoursPerWeek.optional(),
  commitment: z.enum(COMMITMENTS),
  startsOn: date,
  endsOn: date,
  places: r.places.optional(),
  requirements: r.requirements.optional(),
  contactName: r.contactName.optional(),
  contactEmail: r.contactEmail.optional(),
  contactPhone: r.contactPhone.optional(),
  expiresOn: date,
  tagIds: z.array(id).max(MAX_VACANCY_TAGS).optional(),
};

// The form's map (AddressMapField, JavaScript only): its point, and `mapPlaced` saying the map was
// there, so empty coordinates clear the point; without it (no JavaScript) the point is left as it is.
const mapFields = { latitude: r.latitude.optional(), longitude: r.longitude.optional(), mapPlaced: z.literal("on").optional() };

/** The edit form. */
export const editSchema = () => z.object({ ...fields, ...mapFields });

/** The add form: also the organization, and whether to publish at once. */
export const addSchema = () => z.object({ ...fields, ...mapFields, organizationId: id, status: z.enum(CREATE_STATUSES).default("draft") });

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
