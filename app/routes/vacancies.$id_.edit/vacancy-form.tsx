import { CsrfField } from "~/components/csrf-field";
import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { type KeysUnder, useTranslation } from "~/i18n-t";
import { DescriptionField, richTextFields } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";
import { TagsFieldset } from "../organizations.$id_.edit/tags-fieldset";
import { COMMITMENTS, type VacancyFormValue } from "./schema";
import { formOptions } from "~/utils/form-options";
import { AddressMapField } from "~/components/map/address-map-field";
import type { LatLng } from "~/components/map/osm-link";

type Fields = { [K in keyof VacancyFormValue]-?: FieldMetadata<VacancyFormValue[K]> };

const legendClasses = "mb-2 text-lg font-semibold";

/**
 * The vacancy's fields as the add and edit pages post them. `before` holds what only the add page
 * has (the organization); `submit` its buttons. Every field posts without JavaScript.
 */
export function VacancyForm<S extends Record<string, unknown>>({
  form,
  fields,
  tags,
  description,
  before,
  submit,
  map,
}: {
  form: FormMetadata<S, string[]>;
  fields: Fields;
  tags: { id: string; name: string }[];
  description: { doc: unknown; plainText: string; rich: boolean };
  before?: ReactNode;
  submit: ReactNode;
  /** The map after the address (JavaScript only): the stored point, and the tiles. */
  map: { initial: LatLng | null; tileUrl: string };
}) {
  const { t } = useTranslation("vacancies");
  const label = (name: keyof VacancyFormValue & KeysUnder<"vacancies", "fields.">) => t(`fields.${name}`);
  const remote = fields.remote;
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-4">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      {before}
      <TextField {...fieldProps(fields.title, label("title"))} required />
      <DescriptionField {...richTextFields(fields, "description")} label={label("description")} {...description} />
      <fieldset className="grid gap-4">
        <legend className={legendClasses}>{t("form.place")}</legend>
        <div className="flex items-center gap-2">
          <input type="checkbox" id={remote.id} name={remote.name} defaultChecked={remote.initialValue === "on"} className="size-5" />
          <label htmlFor={remote.id}>{label("remote")}</label>
        </div>
        <TextField {...fieldProps(fields.street, label("street"))} autoComplete="address-line1" />
        <TextField {...fieldProps(fields.houseNumber, label("houseNumber"))} />
        <TextField {...fieldProps(fields.postalCode, label("postalCode"))} type="text" autoComplete="postal-code" />
        <TextField {...fieldProps(fields.city, label("city"))} type="text" autoComplete="address-level2" />
        <AddressMapField formId={form.id} initial={map.initial} tileUrl={map.tileUrl} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className={legendClasses}>{t("form.details")}</legend>
        <TextField {...fieldProps(fields.hoursPerWeek, label("hoursPerWeek"))} type="number" min={0} max={168} step="0.5" inputMode="decimal" />
        <SelectField {...fieldProps(fields.commitment, label("commitment"))} options={formOptions(COMMITMENTS, (value) => t(`commitments.${value}`))} />
        <TextField {...fieldProps(fields.startsOn, label("startsOn"))} type="date" />
        <TextField {...fieldProps(fields.endsOn, label("endsOn"))} type="date" />
        <TextField {...fieldProps(fields.places, label("places"))} type="number" min={1} max={10000} step="1" inputMode="numeric" />
        <TextAreaField {...fieldProps(fields.requirements, label("requirements"))} rows={4} />
        <TextField {...fieldProps(fields.expiresOn, label("expiresOn"))} type="date" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className={legendClasses}>{t("form.contact")}</legend>
        <TextField {...fieldProps(fields.contactName, label("contactName"))} />
        <TextField {...fieldProps(fields.contactEmail, label("contactEmail"))} type="email" />
        <TextField {...fieldProps(fields.contactPhone, label("contactPhone"))} type="tel" />
      </fieldset>
      {tags.length ? <TagsFieldset field={fields.tagIds} tags={tags} legend={t("fields.tags")} hint={t("form.tagsHint")} /> : null}
      <div className="flex flex-wrap gap-3">{submit}</div>
    </Form>
  );
}
