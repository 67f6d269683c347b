import { z } from "zod";
import { organizationStartShow } from "@contract/organization-starts";
import { SIGN_UP_ORGANIZATION_TYPES } from "@contract/organizations";
import { createAttributes } from "../organizations/write-schema";

export { ORGANIZATION_STARTS } from "@contract/organization-starts";
export const START_TYPES = ["organization_starts", "organization_start"];

export const showQuery = organizationStartShow;

/**
 * POST /organization_starts: the organization's fields of the public sign-up (and its themes),
 * without `admin`: the signed-in caller is its admin.
 */
export const startAttributes = createAttributes
  .pick({ name: true, profile: true, address: true, tag_ids: true })
  .extend({
    organization_type: z
      .enum(SIGN_UP_ORGANIZATION_TYPES, {
        errorMap: () => ({ message: `Organization type must be one of: ${SIGN_UP_ORGANIZATION_TYPES.join(", ")}.` }),
      })
      .default("Organization"),
  })
  .strict();

export type StartAttributes = z.output<typeof startAttributes>;
