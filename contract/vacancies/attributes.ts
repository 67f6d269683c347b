import type { Camelized } from "../case";

// Leaf module: the names and types other resources' documents refer to (no imports of resources).

export const VACANCIES = "vacancies";

export const VACANCY_STATUSES = ["draft", "published", "closed", "archived"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const isVacancyStatus = (value: unknown): value is VacancyStatus => VACANCY_STATUSES.includes(value as VacancyStatus);

export const COMMITMENTS = ["one_off", "recurring"] as const;
export type Commitment = (typeof COMMITMENTS)[number];

/** The vacancy's wire attributes (sparse fieldsets name these). */
export const VACANCY_ATTRIBUTES = [
  "title",
  "description",
  "description_html",
  "status",
  "organization_id",
  "remote",
  "street",
  "house_number",
  "postal_code",
  "city",
  "latitude",
  "longitude",
  "hours_per_week",
  "commitment",
  "starts_on",
  "ends_on",
  "places",
  "requirements",
  "contact_name",
  "contact_email",
  "contact_phone",
  "published_at",
  "expires_on",
  "created_at",
  "updated_at",
] as const;

/** A Tiptap document (the description), as the wire carries it. */
export interface RichTextDoc {
  type: "doc";
  content?: unknown[];
}

/** A vacancy's attributes on the wire. */
export interface VacancyAttributes {
  title: string;
  description: RichTextDoc;
  /** The description rendered from the allowlist with every text escaped: safe in a page. */
  description_html: string;
  status: VacancyStatus;
  organization_id: string;
  remote: boolean;
  street: string | null;
  house_number: string | null;
  postal_code: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  hours_per_week: number | null;
  commitment: Commitment;
  starts_on: string | null;
  ends_on: string | null;
  places: number | null;
  requirements: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  published_at: string | null;
  expires_on: string | null;
  created_at: string;
  updated_at: string;
}

/** The web's view of a vacancy: the same attributes camelCased. */
export type Vacancy = Camelized<VacancyAttributes>;
