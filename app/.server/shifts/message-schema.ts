import { MESSAGE_BODY_MAX } from "@contract/conversations";
import { idString } from "@contract/rules";
import { z } from "zod";

/** The roster's "message everyone of this shift" form: which shift, and the text (a message's limits). */
export const shiftMessageSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  z.object({
    shiftId: idString,
    body: z
      .string({ required_error: t("hours:roster.message.bodyRequired") })
      .trim()
      .min(1, t("hours:roster.message.bodyRequired"))
      .max(MESSAGE_BODY_MAX, t("hours:roster.message.bodyTooLong", { max: MESSAGE_BODY_MAX })),
  });
