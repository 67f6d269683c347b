import { z } from "zod";
import type { QuerySpec } from "../list";
import { integerId } from "../rules";
import type { Answers } from "./answers";
import { FORM_LIMITS, type FormDefinition, formDefinition } from "./definition";

export * from "./answers";
export * from "./definition";

export const FORMS = "forms";
export const PUBLIC_FORMS = "public_forms";
export const FORM_SUBMISSIONS = "form_submissions";

/** draft → published ⇄ closed; only a published form takes answers. */
export const FORM_STATUSES = ["draft", "published", "closed"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A centre's contact form (one each, /contactformulier) or any other form. */
export const FORM_KINDS = ["custom", "contact"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** How long submissions are kept, in days, before the daily cron deletes them. */
export const RETENTION_DAYS = [30, 90, 180, 365, 730] as const;
export const DEFAULT_RETENTION_DAYS = 365;

/** A public token: 32 hex characters (128 random bits), unguessable. */
export const FORM_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export const formRules = {
  title: z.string().trim().min(1).max(FORM_LIMITS.titleMax),
  status: z.enum(FORM_STATUSES),
  retention_days: z
    .number()
    .int()
    .refine((days) => (RETENTION_DAYS as readonly number[]).includes(days), `must be one of ${RETENTION_DAYS.join(", ")}`),
  definition: formDefinition,
};

export const FORM_ATTRIBUTES = [
  "title",
  "kind",
  "status",
  "token",
  "retention_days",
  "definition",
  "version",
  "volunteer_center_id",
  "owner_id",
  "submissions_count",
  "created_at",
  "updated_at",
] as const;

export interface FormAttributes {
  title: string;
  kind: FormKind;
  status: FormStatus;
  token: string;
  retention_days: number;
  /** The current version's definition. */
  definition: FormDefinition;
  /** The current version's number (1, 2, …): a new one when the definition changes after answers. */
  version: number;
  volunteer_center_id: string;
  owner_id: string | null;
  submissions_count: number;
  created_at: string;
  updated_at: string;
}

/** What a visitor's page gets of a form by its token. */
export const PUBLIC_FORM_ATTRIBUTES = ["title", "status", "definition", "version"] as const;
export interface PublicFormAttributes {
  title: string;
  status: FormStatus;
  definition: FormDefinition;
  version: number;
}

export const FORM_SUBMISSION_ATTRIBUTES = ["form_id", "version", "definition", "answers", "locale", "created_at"] as const;
/** GET /form_submissions/:id's `meta.form`: the form it was sent to, as it is now. */
export interface SubmissionFormMeta {
  id: string;
  title: string;
}

export interface FormSubmissionAttributes {
  form_id: string;
  version: number;
  /** The definition this submission was filled in against (its version's). */
  definition: FormDefinition;
  answers: Answers;
  locale: string;
  created_at: string;
}

/** The most submissions one list page carries (the CSV export pages through them). */
export const SUBMISSIONS_PAGE_MAX = 500;

export const formShow = { fields: { [FORMS]: FORM_ATTRIBUTES } } as const satisfies QuerySpec;

export const formList = {
  fields: { [FORMS]: FORM_ATTRIBUTES },
  page: { defaultSize: 100, maxSize: 100 },
  sort: ["title", "created_at", "updated_at"],
  filter: { volunteer_center_id_eq: integerId, kind_eq: z.enum(FORM_KINDS), status_eq: z.enum(FORM_STATUSES) },
} as const satisfies QuerySpec;

export const submissionShow = { fields: { [FORM_SUBMISSIONS]: FORM_SUBMISSION_ATTRIBUTES } } as const satisfies QuerySpec;

export const submissionList = {
  fields: { [FORM_SUBMISSIONS]: FORM_SUBMISSION_ATTRIBUTES },
  page: { defaultSize: 50, maxSize: SUBMISSIONS_PAGE_MAX },
  sort: ["created_at"],
  filter: { form_id_eq: integerId },
} as const satisfies QuerySpec;

/** Who keeps a centre's forms and reads their submissions: super admins and the centre's staff. */
export const canManageForms = (powers: { superAdmin: boolean; staffCenterIds: readonly number[] }, centerId: number) =>
  powers.superAdmin || powers.staffCenterIds.includes(centerId);

/** Staff of some centre or super admin: may open the form builder at all. */
export const mayBuildForms = (powers: { superAdmin: boolean; staffCenterIds: readonly unknown[] }) => powers.superAdmin || powers.staffCenterIds.length > 0;
