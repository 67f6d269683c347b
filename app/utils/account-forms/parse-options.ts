import type { TFunction } from "~/i18n-t";
import type { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

// Not a route (no route.tsx): the pieces the account forms share between action and browser.
const FIELDS = [
  "email",
  "password",
  "passwordConfirmation",
  "currentPassword",
  "firstName",
  "lastName",
  "phone",
  "locale",
  "periodicMail",
  "newEmail",
  "confirmEmail",
  "organizationId",
];

/** Field labels in the visitor's language, for '{field} is niet geldig.'. */
export const accountLabels = (t: TFunction) => Object.fromEntries(FIELDS.map((field) => [field, t(`auth:fields.${field}`)]));

/**
 * A schema built in the visitor's language with its error map, for parseWithZod: the action and
 * the hydrated page's onBlur check use the same, so both say the same words.
 */
export const parseOptions = <S extends z.ZodTypeAny>(schemaFor: (t: TFunction) => S, t: TFunction) => ({
  schema: schemaFor(t),
  errorMap: validationErrorMap(t, accountLabels(t)),
});

// fieldProps lives in ~/utils/field-props (every form's fields, not only the account forms'); the
// shift and hours forms, open on other branches this session, still import it from here.
export { fieldProps } from "~/utils/field-props";
