import { useTranslation } from "~/i18n-t";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { validationMessage } from "~/utils/validation-message";
import { Example, GuideSection } from "./guide-section";

export function FieldsSample() {
  const { t } = useTranslation(["dev", "ui"]);
  const options = ["volunteer", "organization"].map((value) => ({ value, label: t(`form.roles.${value}`) }));
  return (
    <GuideSection title={t("components.fields.heading")} note={t("components.fields.note")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Example title={t("components.fields.plain")}>
          <TextField id="sample-name" name="name" label={t("form.fields.name")} className="w-full" />
          <TextField id="sample-city" name="city" label={t("components.fields.city")} description={t("components.fields.cityDescription")} className="w-full" />
        </Example>
        <Example title={t("components.fields.invalid")}>
          <TextField
            id="sample-email"
            name="email"
            type="email"
            label={t("form.fields.email")}
            defaultValue="sanne@"
            errors={[validationMessage(t, t("form.fields.email"))]}
            className="w-full"
          />
          <SelectField
            id="sample-role"
            name="role"
            label={t("form.fields.role")}
            placeholder={t("form.rolePlaceholder")}
            options={options}
            errors={[t("form.errors.roleRequired")]}
            className="w-full"
          />
        </Example>
      </div>
    </GuideSection>
  );
}
