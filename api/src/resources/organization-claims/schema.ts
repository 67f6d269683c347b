import { CLAIM_DECISIONS, CLAIM_REASON_MAX, ORGANIZATION_CLAIMS, organizationClaimList, organizationClaimShow } from "@contract/organization-claims";
import { z } from "zod";
import { idAttribute } from "../../jsonapi/ids";

export const CLAIM_TYPES_IN = [ORGANIZATION_CLAIMS, "organization_claim"];

export const indexQuery = organizationClaimList;
export const showQuery = organizationClaimShow;

/** POST: which organization, and why it is the caller's. */
export const createAttributes = z
  .object({
    organization_id: idAttribute("Organization id"),
    reason: z
      .string({ required_error: "Reason can't be blank.", invalid_type_error: "Reason must be a string." })
      .trim()
      .min(1, "Reason can't be blank.")
      .max(CLAIM_REASON_MAX, `Reason is too long (maximum is ${CLAIM_REASON_MAX} characters).`),
  })
  .strict();

export type CreateAttributes = z.output<typeof createAttributes>;

/** PUT/PATCH: accepted or refused. */
export const decideAttributes = z
  .object({
    status: z.enum(CLAIM_DECISIONS, { errorMap: () => ({ message: "Status must be accepted or refused." }) }),
  })
  .strict();
