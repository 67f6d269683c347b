import { type FormField, inLocale } from "@contract/forms";
import { FILE_KINDS, imageLimitText } from "@contract/uploads";
import { useTranslation } from "~/i18n-t";
import { FieldErrors } from "~/components/ui/field-errors";
import { descriptionClasses, fieldIds } from "~/components/ui/field-styles";
import { legendClasses } from "~/components/ui/choice-styles";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { FileAnswerInput } from "./file-answer-input";

type Value = string | string[] | undefined;

const INPUT_TYPE = { short_text: "text", email: "email", phone: "tel", number: "text", date: "date" } as const;
const AUTOCOMPLETE: Partial<Record<FormField["type"], string>> = { email: "email", phone: "tel" };

/** One field of a public form, rendered from its definition in the visitor's language. */
export function FormFieldInput({ field, value, error, idPrefix }: { field: FormField; value: Value; error?: string; idPrefix: string }) {
  const { t, i18n } = useTranslation("forms");
  const label = inLocale(field.label, i18n.language) + (field.required ? ` (${t("public.required")})` : "");
  const help = inLocale(field.help, i18n.language) || undefined;
  // The limits a form's image is held to, for image_too_large (the api's refusal names them too).
  const errors = error ? [t(`answerErrors.${error}`, imageLimitText(FILE_KINDS.form.image))] : undefined;
  const id = `${idPrefix}-${field.key}`;
  const text = typeof value === "string" ? value : "";
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  if (field.type === "section")
    return (
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{inLocale(field.label, i18n.language)}</h2>
        {help ? <p className="whitespace-pre-line">{help}</p> : null}
      </div>
    );
  if (field.type === "file") return <FileAnswerInput id={id} field={field} label={label} help={help} errors={errors} value={text} />;
  if (field.type === "long_text")
    return <TextAreaField id={id} name={field.key} label={label} description={help} errors={errors} defaultValue={text} rows={5} />;
  if (field.type in INPUT_TYPE)
    return (
      <TextField
        id={id}
        name={field.key}
        label={label}
        description={help}
        errors={errors}
        defaultValue={text}
        type={INPUT_TYPE[field.type as keyof typeof INPUT_TYPE]}
        inputMode={field.type === "number" ? "decimal" : undefined}
        autoComplete={AUTOCOMPLETE[field.type] ?? "off"}
      />
    );
  const ids = fieldIds(id, { description: Boolean(help), invalid: Boolean(errors) });
  const choices =
    field.type === "yes_no"
      ? [
          { value: "yes", label: t("public.yes") },
          { value: "no", label: t("public.no") },
        ]
      : field.type === "consent"
        ? [{ value: "yes", label: t("public.consent") }]
        : field.options.map((o) => ({ value: o.value, label: inLocale(o.label, i18n.language) }));
  const multiple = field.type === "multiple_choice" || field.type === "consent";
  return (
    <fieldset id={id} aria-describedby={ids.describedBy} aria-invalid={errors ? true : undefined} className="grid gap-1">
      <legend className={legendClasses}>{field.type === "consent" ? inLocale(field.label, i18n.language) : label}</legend>
      {help ? (
        <p id={ids.descriptionId} className={descriptionClasses}>
          {help}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label key={choice.value} className="flex min-h-8 items-center gap-2">
          <input type={multiple ? "checkbox" : "radio"} name={field.key} value={choice.value} defaultChecked={list.includes(choice.value)} />
          {choice.label}
        </label>
      ))}
      <FieldErrors id={ids.errorId} errors={errors} />
    </fieldset>
  );
}
