import { useTranslation } from "~/i18n-t";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";
import { formOptions } from "~/utils/form-options";
import { LOCALES } from "./schema";

type Field = Parameters<typeof fieldProps>[0];

/** A new account's fields: name, e-mail address, password twice and the language for mail (/signup, and an organization's first admin). */
export function AccountFields({ fields }: { fields: Record<"firstName" | "lastName" | "email" | "password" | "passwordConfirmation" | "locale", Field> }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField {...fieldProps(fields.firstName, t("fields.firstName"))} autoComplete="given-name" required />
      <TextField {...fieldProps(fields.lastName, t("fields.lastName"))} autoComplete="family-name" required />
      <TextField {...fieldProps(fields.email, t("fields.email"))} type="email" autoComplete="email" required />
      <TextField
        {...fieldProps(fields.password, t("fields.password"))}
        type="password"
        autoComplete="new-password"
        description={t("signup.passwordDescription")}
        required
      />
      <TextField {...fieldProps(fields.passwordConfirmation, t("fields.passwordConfirmation"))} type="password" autoComplete="new-password" required />
      <SelectField {...fieldProps(fields.locale, t("fields.locale"))} options={formOptions(LOCALES, (value) => t(`languages.${value}`))} />
    </>
  );
}
