import {
  FORMS,
  FORM_SUBMISSIONS,
  PUBLIC_FORMS,
  type Answers,
  type FormAttributes,
  type FormDefinition,
  type FormSubmissionAttributes,
  type PublicFormAttributes,
} from "@contract/forms";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { FormRow } from "./queries";
import type { SubmissionRow } from "./submission-queries";

export const FORMS_PATH = "/api/v1/forms";
export const FORM_SUBMISSIONS_PATH = "/api/v1/form_submissions";

export type FormResource = FormAttributes & { id: string };
export type PublicFormResource = PublicFormAttributes & { id: string };
/** `definition` absent when the submission was listed without it (a fieldset that leaves it out). */
export type SubmissionResource = Omit<FormSubmissionAttributes, "definition"> & { id: string; definition?: FormDefinition };

export const toFormResource = (f: FormRow): FormResource => ({
  id: String(f.id),
  title: f.title,
  kind: f.kind,
  status: f.status,
  token: f.token,
  retention_days: f.retentionDays,
  definition: f.definition,
  version: f.version,
  volunteer_center_id: String(f.volunteerCenterId),
  owner_id: f.ownerId === null ? null : String(f.ownerId),
  submissions_count: f.submissionsCount,
  created_at: f.createdAt,
  updated_at: f.updatedAt,
});

/** A visitor gets the form by its token, which is then its id: nothing else of the form. */
export const toPublicFormResource = (f: FormRow): PublicFormResource => ({
  id: f.token,
  title: f.title,
  status: f.status,
  definition: f.definition,
  version: f.version,
});

export const toSubmissionResource = (s: SubmissionRow): SubmissionResource => ({
  id: String(s.id),
  form_id: String(s.formId),
  version: s.version,
  ...(s.definition !== null && { definition: s.definition }),
  answers: JSON.parse(s.answers) as Answers,
  locale: s.locale,
  created_at: s.createdAt,
});

export const formSerializer = new Serializer<FormResource>(FORMS);
export const publicFormSerializer = new Serializer<PublicFormResource>(PUBLIC_FORMS);
export const submissionSerializer = new Serializer<SubmissionResource>(FORM_SUBMISSIONS);

/** The links of each form and submission, from the request's origin. */
export const formUrl = resourceUrlOf(FORMS_PATH);
export const submissionUrl = resourceUrlOf(FORM_SUBMISSIONS_PATH);

/** One form as every single-resource answer sends it. */
export const formDocument = documentOf(formSerializer, toFormResource, formUrl);
