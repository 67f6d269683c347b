import type { TFunction } from "~/i18n-t";
import { z } from "zod";

/** A new password and its repetition: the API's rule (8–128 characters, nothing else, NIST 800-63B). */
export const newPasswordFields = (t: TFunction) => ({
  password: z.string().min(8, t("auth:errors.passwordTooShort")).max(128, t("auth:errors.passwordTooLong")),
  passwordConfirmation: z.string().max(128),
});

/** The repetition must match; the message sits on the repetition, where the visitor looks. */
export const passwordsMatch = (t: TFunction) => (value: { password?: string; passwordConfirmation?: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: t("auth:errors.passwordsDiffer") });
  }
};
