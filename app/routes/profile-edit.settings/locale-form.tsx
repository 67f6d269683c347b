import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { SelectField } from "~/components/ui/select-field";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { EditForm } from "../profile-edit/edit-form";
import { LOCALES, localeSchema } from "../profile-edit/schemas";
import { formOptions } from "~/utils/form-options";

/**
 * The account's language: of the site (the locale cookie) and of the mail the API sends. The post
 * reloads the document, as the language switch does: the browser's i18next keeps its first language.
 */
export function LocaleForm({ locale, lastResult }: { locale: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["auth", "ui"]);
  const [form, fields] = useAccountForm(localeSchema, t, { id: "locale-form", lastResult, defaultValue: { locale: locale as (typeof LOCALES)[number] } });
  return (
    <EditForm form={form} title={t("profileEdit.settings.languageHeading")} submit={t("profileEdit.settings.languageSubmit")} reloadDocument>
      <input type="hidden" name="intent" value="locale" />
      <SelectField
        {...fieldProps(fields.locale, t("fields.locale"))}
        description={t("profileEdit.settings.languageDescription")}
        options={formOptions(LOCALES, (value) => t(`languages.${value}`))}
      />
    </EditForm>
  );
}
