import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";

export const resetSchema = (t: TFunction) =>
  z.object({ resetPasswordToken: z.string().min(1).max(200), ...newPasswordFields(t) }).superRefine(passwordsMatch(t));
