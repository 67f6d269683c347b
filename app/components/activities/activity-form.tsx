import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { type KeysUnder, useTranslation } from "~/i18n-t";
import { ACTIVITY_REPEATS } from "@contract/activities";
import { CsrfField } from "~/components/csrf-field";
import { DescriptionField, richTextFields } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";
import type { EditorDefault } from "~/utils/rich-text-plain";
import { FileField } from "~/routes/instellingen.design/file-field";
import { TagsFieldset } from "~/routes/organizations.$id_.edit/tags-fieldset";
import { type ActivityFormValue, activityParseOptions } from "~/routes/activiteitenkalender.nieuw/schema";
import { formOptions } from "~/utils/form-options";

type Option = { value: string; label: string };

export interface ActivityFormProps {
  lastResult?: SubmissionResult<string[]>;
  tags: { id: string; name: string }[];
  /** New: who the activity is of (the centre, or one of the admin's organizations). */
  owners?: Option[];
  staff: boolean;
  /** Editing: the stored values, the description as the editor and the textarea need it, the image. */
  edit?: { values: Record<string, unknown>; description: EditorDefault; imageUrl: string | null };
  submit: string;
}

/**
 * An activity's fields (docs/activities.md), for adding and editing: a multipart form that posts
 * without JavaScript (the image is an upload into R2); with it, the description's editor.
 */
export function ActivityForm({ lastResult, tags, owners, staff, edit, submit }: ActivityFormProps) {
  const { t } = useTranslation("activities");
  const [form, fields] = useForm<ActivityFormValue>({
    lastResult,
    defaultValue: edit?.values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, activityParseOptions(t)),
  });
  const label = (name: keyof ActivityFormValue & KeysUnder<"activities", "form.">) => t(`form.${name}`);
  const description = edit?.description ?? { doc: null, plainText: "", rich: false };
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid max-w-2xl gap-4">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      {owners ? <SelectField {...fieldProps(fields.organizationId, label("organizationId"))} options={owners} /> : null}
      {owners && staff ? (
        <SelectField
          {...fieldProps(fields.kind, label("kind"))}
          options={[
            { value: "activity", label: t("kind.activity") },
            { value: "workshop", label: t("kind.workshop") },
          ]}
        />
      ) : null}
      <TextField {...fieldProps(fields.title, label("title"))} required />
      <DescriptionField {...richTextFields(fields, "description")} label={label("description")} {...description} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t("form.when")}</legend>
        <TextField {...fieldProps(fields.startsAt, label("startsAt"))} type="datetime-local" required />
        <TextField {...fieldProps(fields.endsAt, label("endsAt"))} type="datetime-local" required />
        <SelectField {...fieldProps(fields.repeat, label("repeat"))} options={formOptions(ACTIVITY_REPEATS, (value) => t(`repeat.${value}`))} />
        <TextField {...fieldProps(fields.repeatUntil, label("repeatUntil"))} type="date" description={t("form.repeatUntilHint")} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{t("form.where")}</legend>
        <div className="flex items-center gap-2">
          <input type="checkbox" id={fields.online.id} name={fields.online.name} defaultChecked={fields.online.initialValue === "on"} className="size-5" />
          <label htmlFor={fields.online.id}>{label("online")}</label>
        </div>
        <TextField {...fieldProps(fields.onlineUrl, label("onlineUrl"))} type="url" />
        <TextField {...fieldProps(fields.place, label("place"))} autoComplete="address-level2" />
        <TextField {...fieldProps(fields.address, label("address"))} autoComplete="street-address" />
        <TextField {...fieldProps(fields.postalCode, label("postalCode"))} autoComplete="postal-code" />
      </fieldset>
      <TextField {...fieldProps(fields.capacity, label("capacity"))} type="number" min={1} max={10000} description={t("form.capacityHint")} />
      <FileField
        id={fields.image.id}
        name={fields.image.name}
        label={label("image")}
        hint={t("form.imageHint")}
        current={edit?.imageUrl ?? null}
        removeName={fields.removeImage.name}
        removeLabel={t("form.removeImage")}
        errors={fields.image.errors}
      />
      <TagsFieldset field={fields.tagIds} tags={tags} legend={label("tagIds")} hint={t("form.tagIdsHint")} />
      <div>
        <SubmitButton variant="primary">{submit}</SubmitButton>
      </div>
    </Form>
  );
}
