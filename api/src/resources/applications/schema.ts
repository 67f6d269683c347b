import { z } from "zod";
import { APPLICATION_STATUSES, applicationList, applicationRules, applicationShow } from "@contract/applications";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export const showQuery = applicationShow satisfies QuerySpec;

export const indexQuery = applicationList satisfies QuerySpec;

export const APPLICATION_TYPES_IN = ["applications", "application"];

const rules = applicationRules;
// An empty text is left out, as if not sent.
const optional = (rule: z.ZodString) => rule.transform((v) => (v === "" ? undefined : v)).optional();

/** POST /applications; name and email are a guest's (a signed-in applicant is their account). */
export const createAttributes = z
  .object({
    vacancy_id: integerId,
    motivation: rules.motivation,
    name: rules.name.optional(),
    email: rules.email.toLowerCase().optional(),
    phone: optional(rules.phone),
    locale: rules.locale.optional(),
    // A guest's withdraw page on the client's site (like confirm_success_url); REDIRECT_HOSTS.
    withdraw_url: z.string().max(2048).optional(),
  })
  .strict();

/** POST /applications/withdrawals: a guest's mailed token. */
export const withdrawalAttributes = z.object({ token: rules.token }).strict();

export const WITHDRAWAL_TYPES_IN = ["application_withdrawals", "application_withdrawal"];

/** PATCH /applications/:id: a new status, with a message for the applicant (handlers only). */
export const updateAttributes = z
  .object({
    status: z.enum(APPLICATION_STATUSES),
    message: rules.message.optional(),
  })
  .strict();
