import { FORM_LIMITS, emptyDefinition, formList, formRules, formShow, submissionList, submissionShow } from "@contract/forms";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { badRequest } from "../../jsonapi/errors";
import { integerId } from "../../jsonapi/ids";
import { LOCALES } from "@contract/locales";

export const FORM_TYPES_IN = ["forms", "form"];
export const SUBMISSION_TYPES_IN = ["form_submissions", "form_submission"];

export const showQuery = formShow;
/** A visitor's form takes no parameters. */
export const publicShowQuery = {};
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

export type CreateValues = z.output<typeof createAttributes>;
export type UpdateValues = z.output<typeof updateAttributes>;
export type SubmissionValues = z.output<typeof submissionAttributes>;

/** POST /public_forms/:token/files takes one parameter, `field` (400 for another; whether it is a file field of the form is the handler's 422). */
export const fileFieldQuery: MiddlewareHandler<AppEnv, string, { out: { query: { field: string } } }> = async (c, next) => {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((k) => k !== "field");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  c.req.addValidatedData("query", { field: params.get("field") ?? "" });
  await next();
};
