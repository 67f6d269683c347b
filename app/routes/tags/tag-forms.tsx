import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { Tag } from "~/.server/api/tags";
import { TAG_KINDS } from "@contract/tags";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { recordOptions } from "~/utils/form-options";
import { RowDeleteForm } from "~/components/row-delete-form";

type Result = SubmissionResult<string[]> | undefined;

/** The kind's choices: none, or what / for whom / how (issue 49). */
function KindSelect({ id, label, defaultValue }: { id: string; label: string; defaultValue: string }) {
  const { t } = useTranslation("social-map");
  return (
    <SelectField
      id={id}
      name="kind"
      label={label}
      defaultValue={defaultValue}
      options={[{ value: "", label: t("tags.kinds.none") }, ...TAG_KINDS.map((kind) => ({ value: kind, label: t(`tags.kinds.${kind}`) }))]}
    />
  );
}

/** A new tag for the centre. */
export function CreateTagForm({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation("social-map");
  const [form, fields] = useForm({ id: "tag-create", lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t("tags.add")} className="flex flex-wrap items-end gap-4">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField
        id="tag-create-name"
        name="name"
        label={t("tags.add")}
        maxLength={60}
        required
        errors={fields.name.errors}
        defaultValue={fields.name.initialValue as string | undefined}
      />
      <KindSelect id="tag-create-kind" label={t("tags.kind")} defaultValue={(fields.kind.initialValue as string | undefined) ?? ""} />
      <SubmitButton name="intent" value="create">
        {t("tags.addSubmit")}
      </SubmitButton>
    </Form>
  );
}

/** One row of the table: its name with a rename form, its count, and a delete button. */
export function TagRow({ tag, lastResult }: { tag: Tag; lastResult: Result }) {
  const { t } = useTranslation("social-map");
  const [rename, fields] = useForm({ id: `tag-rename-${tag.id}`, lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <tr className="border-b border-muted-200 align-top dark:border-muted-800">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {tag.name}
      </th>
      <td className="py-2 pr-4">{tag.organizationsCount}</td>
      <td className="py-2">
        <div className="flex flex-wrap items-end gap-4">
          <Form method="post" {...getFormProps(rename)} className="flex flex-wrap items-end gap-2">
            <CsrfField />
            <FormAlert id={rename.errorId} errors={rename.errors} />
            <input type="hidden" name="id" value={tag.id} />
            <TextField
              id={`tag-rename-${tag.id}-name`}
              name="name"
              label={t("tags.rename", { name: tag.name })}
              maxLength={60}
              required
              defaultValue={(fields.name.initialValue as string | undefined) ?? tag.name}
              errors={fields.name.errors}
            />
            <KindSelect
              id={`tag-rename-${tag.id}-kind`}
              label={t("tags.kindOf", { name: tag.name })}
              defaultValue={(fields.kind.initialValue as string | undefined) ?? tag.kind ?? ""}
            />
            <SubmitButton name="intent" value="rename">
              {t("tags.renameSubmit")}
            </SubmitButton>
          </Form>
          <RowDeleteForm id={tag.id} label={t("tags.deleteLabel", { name: tag.name })}>
            {t("tags.delete")}
          </RowDeleteForm>
        </div>
      </td>
    </tr>
  );
}

/** Two tags into one: the first's organizations get the second. */
export function MergeTagsForm({ tags, lastResult }: { tags: Tag[]; lastResult: Result }) {
  const { t } = useTranslation("social-map");
  const [form, fields] = useForm({ id: "tag-merge", lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const options = recordOptions(tags);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="tag-merge-heading" className="grid gap-4">
      <CsrfField />
      <h2 id="tag-merge-heading" className="text-xl font-semibold">
        {t("tags.merge")}
      </h2>
      <p>{t("tags.mergeHint")}</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-end gap-4">
        {(["source", "target"] as const).map((name) => (
          <SelectField
            key={name}
            id={`tag-merge-${name}`}
            name={name}
            label={t(name === "source" ? "tags.mergeSource" : "tags.mergeTarget")}
            placeholder={t("tags.choose")}
            options={options}
            required
            errors={fields[name].errors}
          />
        ))}
        <SubmitButton name="intent" value="merge">
          {t("tags.mergeSubmit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
