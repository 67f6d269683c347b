import { CsrfField } from "~/components/csrf-field";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { FieldErrors } from "~/components/ui/field-errors";
import { fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/account-forms/parse-options";

/** What a field needs of conform's field metadata. */
type Field = { id: string; name: string; initialValue?: unknown; errors?: string[] };

/** A labelled native textarea, styled and described like TextField. */
function TextArea({ field, label }: { field: Field; label: string }) {
  const invalid = Boolean(field.errors?.length);
  const ids = fieldIds(field.id, { description: false, invalid });
  return (
    <div className="grid gap-1">
      <label htmlFor={field.id} className={labelClasses}>{label}</label>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : undefined}
        rows={5}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(invalid)}
      />
      <FieldErrors id={ids.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The organization's name, profile and address, as the edit, add and sign-up pages post them.
 * `before` and `after` hold what only one page has (the kind, the status; the sign-up's admin);
 * profile and address are nested fields (profile.website), as the API nests them.
 */
export function OrganizationForm<S extends Record<string, unknown>>({ form, name, profile, address, submit, before, after }: {
  form: FormMetadata<S, string[]>;
  name: Field;
  profile: Record<"description" | "website" | "phone" | "email", Field>;
  address: Record<"street" | "houseNumber" | "postalCode" | "city", Field>;
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
        <TextArea field={profile.description} label={t("fields.description")} />
        <TextField {...fieldProps(profile.website, t("fields.website"))} type="url" inputMode="url" placeholder="https://" />
        <TextField {...fieldProps(profile.phone, t("fields.phone"))} type="tel" autoComplete="tel" />
        <TextField {...fieldProps(profile.email, t("fields.email"))} type="email" autoComplete="email" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{t("fields.address")}</legend>
        <TextField {...fieldProps(address.street, t("fields.street"))} autoComplete="address-line1" />
        <TextField {...fieldProps(address.houseNumber, t("fields.houseNumber"))} />
        <TextField {...fieldProps(address.postalCode, t("fields.postalCode"))} type="text" autoComplete="postal-code" />
        <TextField {...fieldProps(address.city, t("fields.city"))} type="text" autoComplete="address-level2" />
      </fieldset>
      {after}
      <SubmitButton className="justify-self-start">{submit}</SubmitButton>
    </Form>
  );
}
