import { MESSAGE_BODY_MAX } from "@contract/conversations";
import { z } from "zod";
import { idString } from "@contract/rules";

const id = idString;

/** What a new conversation is about, from ?vacancy=, ?application=, ?organization= or ?shift_sign_up= (the roster). */
export function aboutOf(params: URLSearchParams) {
  for (const [kind, field] of [
    ["vacancy", "vacancyId"],
    ["application", "applicationId"],
    ["organization", "organizationId"],
    ["shift_sign_up", "shiftSignUpId"],
  ] as const) {
    const value = params.get(kind);
    if (value !== null && id.safeParse(value).success) return { kind, field, id: value };
  }
  return null;
}

export const startSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  z
    .object({
      vacancyId: id.optional(),
      applicationId: id.optional(),
      organizationId: id.optional(),
      shiftSignUpId: id.optional(),
      body: z
        .string({ required_error: t("conversations:errors.bodyRequired") })
        .trim()
        .min(1, t("conversations:errors.bodyRequired"))
        .max(MESSAGE_BODY_MAX, t("conversations:errors.bodyTooLong", { max: MESSAGE_BODY_MAX })),
    })
    .refine((v) => [v.vacancyId, v.applicationId, v.organizationId, v.shiftSignUpId].filter(Boolean).length === 1, {
      message: t("conversations:errors.about"),
    });
