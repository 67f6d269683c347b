import { HELP_AREA_MAX, HELP_NAME_MAX, HELP_PHONE_MAX, HELP_WHAT_MAX, HOW_OFTEN } from "@contract/help-requests";
import { PHONE_PATTERN } from "@contract/rules";
import type { TFunction } from "~/i18n-t";
import { z } from "zod";

/** The request for help as the form posts it; the api checks the same rules (contract/help-requests). */
export const askSchema = (t: TFunction) => {
  const required = (max: number) =>
    z
      .string({ required_error: t("help:ask.required") })
      .trim()
      .min(1, t("help:ask.required"))
      .max(max);
  return z.object({
    name: required(HELP_NAME_MAX),
    email: z
      .string({ required_error: t("help:ask.required") })
      .trim()
      .email(t("help:ask.invalidEmail"))
      .max(254),
    phone: z.string().trim().max(HELP_PHONE_MAX).regex(PHONE_PATTERN, t("help:ask.invalidPhone")).optional(),
    what: required(HELP_WHAT_MAX),
    howOften: z.enum(HOW_OFTEN, { errorMap: () => ({ message: t("help:ask.required") }) }),
    area: required(HELP_AREA_MAX),
  });
};
