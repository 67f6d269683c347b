import { CsrfField } from "~/components/csrf-field";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";
import { CONTACT_VISIBILITIES } from "@contract/organizations";
import { formOptions } from "~/utils/form-options";

/** What a field needs of conform's field metadata. */
type Field = { id: string; name: string; initialValue?: unknown; errors?: string[] };

/** Who sees one contact field: everyone, or only the centre's staff and the organization's admins. */
function VisibilitySelect({ field, label, description }: { field: Field; label: string; description?: string }) {
  const { t } = useTranslation("organizations");
  return (
    <SelectField
      {...fieldProps(field, label)}
      description={description}
      options={formOptions(CONTACT_VISIBILITIES, (value) => t(`visibility.options.${value}`))}
    />
  );
}

/**
 * The organization's name, profile and address, as the edit, add and sign-up pages post them.
 * `before` and `after` hold what only one page has (the kind, the status; the sign-up's admin);
 * profile and address are nested fields (profile.website), as the API nests them.
 */
export function OrganizationForm<S extends Record<string, unknown>>({
  form,
  name,
  profile,
  address,
  visibility,
  donation,
  submit,
  before,
  after,
}: {
  form: FormMetadata<S, string[]>;
  name: Field;
  profile: Record<"description" | "website" | "phone" | "email", Field>;
  address: Record<"street" | "houseNumber" | "postalCode" | "city", Field>;
  /** The edit form only: who sees the phone number, e-mail address and address. */
  visibility?: Record<"phone" | "email" | "address", Field>;
  /** The edit form only: the organization's donation page. */
  donation?: Field;
  submit: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation("organizations");
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField {...fieldProps(name, t("fields.name"))} required />
      {before}
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{t("form.profile")}</legend>
        <TextAreaField {...fieldProps(profile.description, t("fields.description"))} rows={5} />
        <TextField {...fieldProps(profile.website, t("fields.website"))} type="url" inputMode="url" placeholder="https://" />
        <TextField {...fieldProps(profile.phone, t("fields.phone"))} type="tel" autoComplete="tel" />
        {visibility ? <VisibilitySelect field={visibility.phone} label={t("visibility.phone")} /> : null}
        <TextField {...fieldProps(profile.email, t("fields.email"))} type="email" autoComplete="email" />
        {visibility ? <VisibilitySelect field={visibility.email} label={t("visibility.email")} /> : null}
        {donation ? (
          <TextField
            {...fieldProps(donation, t("fields.donationUrl"))}
            description={t("form.donationHint")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{t("fields.address")}</legend>
        <TextField {...fieldProps(address.street, t("fields.street"))} autoComplete="address-line1" />
        <TextField {...fieldProps(address.houseNumber, t("fields.houseNumber"))} />
        <TextField {...fieldProps(address.postalCode, t("fields.postalCode"))} autoComplete="postal-code" />
        <TextField {...fieldProps(address.city, t("fields.city"))} autoComplete="address-level2" />
        {visibility ? <VisibilitySelect field={visibility.address} label={t("visibility.address")} description={t("visibility.addressDescription")} /> : null}
      </fieldset>
      {after}
      <SubmitButton className="justify-self-start">{submit}</SubmitButton>
    </Form>
  );
}
