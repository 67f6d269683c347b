import { z } from "zod";
import { integerId } from "../../jsonapi/ids";
import { ROLE_NAMES } from "./serializer";

/** A role named in PUT add_role and DELETE remove_role: its name and the resource it is scoped to. */
export const roleAttributes = z
  .object({
    name: z.enum(ROLE_NAMES, {
      errorMap: () => ({
        message: "Name must be one of: super_admin, staff, admin, member.",
      }),
    }),
    resource_type: z
      .enum(["Organization", "VolunteerCenter"], {
        errorMap: () => ({
          message: "Resource type must be Organization, VolunteerCenter or null.",
        }),
      })
      .nullable()
      .default(null),
    resource_id: z
      .union([integerId, z.number().int().positive().safe()], {
        errorMap: () => ({
          message: "Resource id must be a positive integer.",
        }),
      })
      .nullable()
      .default(null),
  })
  .strict();

export type RoleAttributes = z.output<typeof roleAttributes>;
