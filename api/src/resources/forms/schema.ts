import { FORM_LIMITS, emptyDefinition, formList, formRules, formShow, submissionList, submissionShow } from "@contract/forms";
import { z } from "zod";
import { integerId } from "../../jsonapi/ids";
import { LOCALES } from "@contract/locales";

export const FORM_TYPES_IN = ["forms", "form"];
export const SUBMISSION_TYPES_IN = ["form_submissions", "form_submission"];

export const showQuery = formShow;
export const indexQuery = formList;
export const submissionShowQuery = submissionShow;
export const submissionIndexQuery = submissionList;

export const createAttributes = z
  .object({
    title: formRules.title,
    retention_days: formRules.retention_days.optional(),
    definition: formRules.definition.default(emptyDefinition),
    volunteer_center_id: integerId.optional(),
  })
  .strict();

export const updateAttributes = z
  .object({
    title: formRules.title.optional(),
    status: formRules.status.optional(),
    retention_days: formRules.retention_days.optional(),
    definition: formRules.definition.optional(),
  })
  .strict();

/** A visitor's answers: checked against the definition by validateAnswers, bounded here. */
export const submissionAttributes = z
  .object({
    answers: z.record(z.unknown()).refine((answers) => JSON.stringify(answers).length <= FORM_LIMITS.answersMax, "is too long"),
    locale: z.enum(LOCALES).default("nl"),
  })
  .strict();
