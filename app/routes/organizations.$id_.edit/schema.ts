import type { TFunction } from "~/i18n-t";
import {
  addressFieldRules,
  CONTACT_VISIBILITIES,
  MAX_ORGANIZATION_TAGS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  organizationRules,
  profileRules,
} from "@contract/organizations";
import { PHONE_PATTERN } from "@contract/rules";
import { withScheme } from "@contract/organizations/website";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";
import { idString } from "@contract/rules";

// Not a route: the edit and add forms' schema, checked on blur and again by the action. The
// rules and limits are the contract's (contract/organizations), the ones the API checks.
export { ORGANIZATION_STATUSES, ORGANIZATION_TYPES };

const p = profileRules;
const a = addressFieldRules;
const fields = {
  name: organizationRules.name,
  profile: z
    .object({
      description: p.description.optional(),
      website: z.preprocess(withScheme, p.website.optional()),
      // The form also keeps a phone number to the characters a phone number has.
      phone: p.phone.regex(PHONE_PATTERN).optional(),
      email: p.email.optional(),
    })
    .optional(),
  address: z
    .object({ street: a.street.optional(), houseNumber: a.houseNumber.optional(), postalCode: a.postalCode.optional(), city: a.city.optional() })
    .optional(),
};

const visibility = z.enum(CONTACT_VISIBILITIES).optional();

/**
 * The edit form: staff and super admins also get the status (the API checks the transition).
 * The checked tags arrive as `tagIds` (conform makes none an empty list, which clears them).
 */
export const editSchema = () =>
  z.object({
    ...fields,
    // Only the edit form chooses who sees the phone, e-mail and address (new ones start public).
    // The donation page is the edit form's (docs/organizations.md): the sign-up and add forms stay short.
    profile: fields.profile
      .unwrap()
      .extend({ donationUrl: z.preprocess(withScheme, p.donation_url.optional()), phoneVisibility: visibility, emailVisibility: visibility })
      .optional(),
    address: fields.address.unwrap().extend({ visibility }).optional(),
    status: z.enum(ORGANIZATION_STATUSES).optional(),
    tagIds: z.array(idString).max(MAX_ORGANIZATION_TAGS).optional(),
  });

/** The add form: the edit form's fields and the kind of organization. */
export const addSchema = () => z.object({ ...fields, organizationType: z.enum(ORGANIZATION_TYPES) });

/** The staff's add form also takes the centre's themes (issue 49), as the edit form does. */
export const staffAddSchema = () => addSchema().extend({ tagIds: z.array(idString).max(MAX_ORGANIZATION_TAGS).optional() });

const LABELS: Record<string, string> = {
  name: "fields.name",
  status: "fields.status",
  tagIds: "fields.tags",
  organizationType: "fields.type",
  "profile.description": "fields.description",
  "profile.website": "fields.website",
  "profile.phone": "fields.phone",
  "profile.email": "fields.email",
  "profile.donationUrl": "fields.donationUrl",
  "address.street": "fields.street",
  "address.houseNumber": "fields.houseNumber",
  "address.postalCode": "fields.postalCode",
  "address.city": "fields.city",
  "profile.phoneVisibility": "visibility.phone",
  "profile.emailVisibility": "visibility.email",
  "address.visibility": "visibility.address",
};

/** Field labels by conform's (nested) field name, for '{field} is niet geldig.'. */
export const organizationLabels = (t: TFunction) => Object.fromEntries(Object.entries(LABELS).map(([name, key]) => [name, t(`organizations:${key}`)]));

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
  // The visibilities only when the form had them (the edit form): never cleared, only chosen.
  const { phoneVisibility, emailVisibility } = value.profile ?? {};
  const addressVisibility = value.address?.visibility;
  return {
    name: value.name,
    profile: {
      ...pick(value.profile, ["description", "website", "phone", "email", "donationUrl"] as const),
      ...(phoneVisibility && { phoneVisibility }),
      ...(emailVisibility && { emailVisibility }),
    },
    address: { ...pick(value.address, ["street", "houseNumber", "postalCode", "city"] as const), ...(addressVisibility && { visibility: addressVisibility }) },
  };
}

/** The parsed form as a new organization's attributes: an empty profile, address or tag list is not sent (no empty rows). */
export function toNewAttributes(value: Parsed, tagIds: string[] = []) {
  const { name, profile, address } = toAttributes(value, { clearEmpty: false });
  return {
    name,
    ...(Object.keys(profile).length ? { profile } : {}),
    ...(Object.keys(address).length ? { address } : {}),
    ...(tagIds.length ? { tagIds } : {}),
  };
}
