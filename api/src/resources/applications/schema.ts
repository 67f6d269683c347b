import { z } from "zod";
import { APPLICATION_STATUSES } from "../../db/vacancies-schema";
import { LOCALES } from "../../db/accounts-schema";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { VACANCIES, VACANCY_ATTRIBUTES } from "../vacancies/serializer";
import { APPLICATIONS, APPLICATION_ATTRIBUTES } from "./serializer";

const fields = {
  [APPLICATIONS]: [...APPLICATION_ATTRIBUTES, "vacancy"],
  [VACANCIES]: VACANCY_ATTRIBUTES,
};

export const showQuery = { include: ["vacancy"], fields } satisfies QuerySpec;

export const indexQuery = {
  ...showQuery,
  page: { defaultSize: 25, maxSize: 1000 },
  sort: ["created_at", "updated_at", "status"],
  filter: {
    status_eq: z.enum(APPLICATION_STATUSES),
    vacancy_id_eq: integerId,
    organization_id_eq: integerId,
    mine: z
      .enum(["true", "false"], {
        errorMap: () => ({ message: "must be true or false" }),
      })
      .transform((v) => v === "true"),
  },
} satisfies QuerySpec;

export const APPLICATION_TYPES_IN = ["applications", "application"];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? undefined : v))
    .optional();

/** POST /applications; name and email are a guest's (a signed-in applicant is their account). */
export const createAttributes = z
  .object({
    vacancy_id: integerId,
    motivation: z.string().trim().min(1).max(5000),
    name: z.string().trim().min(1).max(200).optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    phone: optionalText(40),
    locale: z.enum(LOCALES).optional(),
    // A guest's withdraw page on the client's site (like confirm_success_url); REDIRECT_HOSTS.
    withdraw_url: z.string().max(2048).optional(),
  })
  .strict();

/** POST /applications/withdrawals: a guest's mailed token. */
export const withdrawalAttributes = z
  .object({ token: z.string().min(1).max(200) })
  .strict();

export const WITHDRAWAL_TYPES_IN = [
  "application_withdrawals",
  "application_withdrawal",
];

/** PATCH /applications/:id: a new status, with a message for the applicant (handlers only). */
export const updateAttributes = z
  .object({
    status: z.enum(APPLICATION_STATUSES),
    message: z.string().trim().min(1).max(2000).optional(),
  })
  .strict();
