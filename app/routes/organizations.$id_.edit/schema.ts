import type { TFunction } from "i18next";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";
import { withScheme } from "~/utils/website";

// Not a route: the edit and add forms' schema, checked on blur and again by the action. The
// limits are the API's (api/src/resources/organizations/write-schema.ts).
export const ORGANIZATION_TYPES = ["Organization", "School", "VolunteerCenter", "Foundation", "Association", "Company", "Municipality"] as const;
export const ORGANIZATION_STATUSES = ["pending", "approved", "denied", "archived"] as const;

const text = (max: number) => z.string().trim().max(max).optional();

const fields = {
  name: z.string().trim().min(1).max(200),
  profile: z
    .object({
      description: text(5000),
      website: z.preprocess(withScheme, z.string().trim().url().max(500).optional()),
      phone: z.string().trim().max(40).regex(/^[0-9+()\-.\s]*$/).optional(),
      email: z.string().trim().email().max(254).optional(),
    })
    .optional(),
  address: z
    .object({ street: text(200), houseNumber: text(20), postalCode: text(20), city: text(100) })
    .optional(),
};

/**
 * The edit form: staff and super admins also get the status (the API checks the transition).
 * The checked tags arrive as `tagIds` (conform makes none an empty list, which clears them).
 */
export const editSchema = () =>
  z.object({ ...fields, status: z.enum(ORGANIZATION_STATUSES).optional(), tagIds: z.array(z.string().regex(/^[1-9][0-9]{0,15}$/)).max(50).optional() });

/** The add form: the edit form's fields and the kind of organization. */
export const addSchema = () => z.object({ ...fields, organizationType: z.enum(ORGANIZATION_TYPES) });

const LABELS: Record<string, string> = {
  name: "fields.name",
  status: "fields.status",
  tagIds: "fields.tags",
  organizationType: "fields.type",
  "profile.description": "fields.description",
  "profile.website": "fields.website",
  "profile.phone": "fields.phone",
  "profile.email": "fields.email",
  "address.street": "fields.street",
  "address.houseNumber": "fields.houseNumber",
  "address.postalCode": "fields.postalCode",
  "address.city": "fields.city",
};

/** Field labels by conform's (nested) field name, for '{field} is niet geldig.'. */
export const organizationLabels = (t: TFunction) =>
  Object.fromEntries(Object.entries(LABELS).map(([name, key]) => [name, t(`organizations:${key}`)]));

/** parseWithZod's options, the same in the action and in the browser. */
export const organizationParseOptions = <S extends z.ZodTypeAny>(schemaFor: () => S, t: TFunction) => ({
  schema: schemaFor(),
  errorMap: validationErrorMap(t, organizationLabels(t)),
});

type Parsed = z.infer<ReturnType<typeof editSchema>>;

/**
 * The tag ids to send: the checked ones of the centre's tags, plus those the organization has of
 * another centre (not offered on this site's form, so not the form's to remove).
 */
export function tagIdsToSend(checked: string[] | undefined, offered: { id: string }[], current: { id: string }[]) {
  const offeredIds = new Set(offered.map((tag) => tag.id));
  const kept = current.map((tag) => tag.id).filter((id) => !offeredIds.has(id));
  return [...new Set([...kept, ...(checked ?? []).filter((id) => offeredIds.has(id))])];
}

/**
 * The parsed form as the API's attributes. An empty field arrives as undefined; on an edit it is
 * sent as null (the API clears it), on an add it is left out.
 */
export function toAttributes(value: Parsed, { clearEmpty }: { clearEmpty: boolean }) {
  const empty = clearEmpty ? null : undefined;
  const pick = <K extends string>(source: Partial<Record<K, string>> | undefined, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, source?.[key] || empty]).filter(([, v]) => v !== undefined)) as Partial<Record<K, string | null>>;
  return {
    name: value.name,
    profile: pick(value.profile, ["description", "website", "phone", "email"] as const),
    address: pick(value.address, ["street", "houseNumber", "postalCode", "city"] as const),
  };
}
