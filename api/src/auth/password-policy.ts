import { z } from "zod";
import { USER_LIMITS } from "@contract/users";

// NIST 800-63B: at least 8 characters, at least 64 allowed, no composition rules. The cap keeps
// one request from buying arbitrary hashing work.
export const PASSWORD_MIN = USER_LIMITS.passwordMin;
export const PASSWORD_MAX = USER_LIMITS.passwordMax;

/** A new password (sign-up, reset, change); messages are shown next to the field. */
export const newPassword = z
  .string({
    required_error: "Password can't be blank.",
    invalid_type_error: "Password must be a string.",
  })
  .min(1, "Password can't be blank.")
  .min(PASSWORD_MIN, `Password is too short (minimum is ${PASSWORD_MIN} characters).`)
  .max(PASSWORD_MAX, `Password is too long (maximum is ${PASSWORD_MAX} characters).`);

export const passwordConfirmation = z.string({
  required_error: "Password confirmation can't be blank.",
  invalid_type_error: "Password confirmation must be a string.",
});

/** Adds the "doesn't match" error at password_confirmation, as devise does. */
export function confirmationMatches(values: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (values.password !== values.password_confirmation) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["password_confirmation"],
      message: "Password confirmation doesn't match Password.",
      params: { code: "confirmation" },
    });
  }
}
