import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { formOptions } from "~/utils/form-options";
import { SIGNUP_TYPES } from "./schema";

/** The kind of organization signing up (every kind but a volunteer centre), in both sign-up forms. */
export function SignupTypeField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("organizations");
  return <SelectField {...fieldProps(field, t("fields.type"))} options={formOptions(SIGNUP_TYPES, (value) => t(`types.${value}`))} required />;
}
