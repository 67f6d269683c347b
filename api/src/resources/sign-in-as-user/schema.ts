import { z } from "zod";
import { integerId } from "../../jsonapi/ids";

/** The user to sign in as: `user_id`, or the document's data.id. */
export const signInAsAttributes = z
  .object({
    user_id: z
      .union([integerId, z.number().int().positive().safe()], {
        errorMap: () => ({ message: "User id must be a positive integer." }),
      })
      .optional(),
  })
  .strict();
