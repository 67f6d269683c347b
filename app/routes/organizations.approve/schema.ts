import { z } from "zod";
import { idString } from "@contract/rules";

/** One row's decision: the pressed button is `status`; the reason is mailed to the admins. */
export const reviewSchema = z.object({
  id: idString,
  status: z.enum(["approved", "denied"]),
  reason: z.string().trim().max(2000).optional(),
});

/** The checked rows, approved together; `noneSelected` is the translated "choose one first". */
export const bulkSchema = (noneSelected: string) =>
  z.object({
    ids: z.array(idString, { required_error: noneSelected }).min(1, noneSelected).max(100),
  });
