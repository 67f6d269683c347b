import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { FieldErrors } from "~/components/ui/field-errors";
import { descriptionClasses, inputClasses, labelClasses } from "~/components/ui/field-styles";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { ACCENT_PRESETS, MUTED_PRESETS, SCALES, SHAPES, type Scale } from "./schema";
import { FileField } from "./file-field";
import { ShadePreview, type ScalePreview } from "./shade-preview";
import { useLivePreview } from "./live-preview";
import { formOptions } from "~/utils/form-options";

export interface DesignValues {
  presets: Record<Scale, string>;
  customs: Record<Scale, string>;
  shades: Record<Scale, string>;
  mutedColor: string;
  shape: string;
  gtagId: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}

// The two image fields, each with its "remove" box (action.server.ts reads both names).
const IMAGES = [
  { name: "logo", remove: "removeLogo" },
  { name: "favicon", remove: "removeFavicon" },
] as const;

type Preview = Record<Scale | "muted", ScalePreview>;

/**
 * /instellingen/design: a plain multipart form; "Preview" shows the shades without saving. With
 * JavaScript the shades also follow every change at once (live-preview.ts).
 */
export function DesignForm({
  values,
  preview: initialPreview,
  lastResult,
  contrastFailed,
}: {
  values: DesignValues;
  preview: Preview;
  lastResult?: SubmissionResult<string[]>;
  contrastFailed: boolean;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({ id: "design", lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const live = useLivePreview(initialPreview);
  const preview = live.preview;
  const formProps = getFormProps(form);
  const initial = (name: string, fallback: string) => (fields[name as keyof typeof fields]?.initialValue as string | undefined) ?? fallback;
  const presetOptions = [
    { value: "", label: t("design.defaultColor") },
    ...formOptions(ACCENT_PRESETS, (value) => t(`design.presets.${value}`)),
    { value: "custom", label: t("design.customColor") },
  ];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      noValidate
      onChange={live.onChange}
      onSubmit={(event) => {
        live.onSubmit(event);
        if (!event.defaultPrevented) formProps.onSubmit(event);
      }}
      className="grid gap-8"
    >
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-xl font-semibold">{t("design.colours")}</legend>
        {SCALES.map((scale) => (
          <div key={scale} className="grid gap-3 rounded-theme border border-muted-300 p-4 dark:border-muted-700">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={`design-${scale}-preset`}
                name={`${scale}Preset`}
                label={t(`design.${scale}`)}
                options={presetOptions}
                defaultValue={initial(`${scale}Preset`, values.presets[scale])}
                errors={fields[`${scale}Preset`].errors}
              />
              <div className="grid gap-1">
                <label htmlFor={`design-${scale}-custom`} className={labelClasses}>
                  {t("design.customOf", { name: t(`design.${scale}`) })}
                </label>
                <input
                  id={`design-${scale}-custom`}
                  name={`${scale}Custom`}
                  type="color"
                  defaultValue={initial(`${scale}Custom`, values.customs[scale])}
                  className="h-10 w-24 rounded-theme border border-muted-400"
                />
              </div>
            </div>
            <ShadePreview id={`design-${scale}`} label={t(`design.${scale}`)} scale={preview[scale]} />
            <details open={Boolean(initial(`${scale}Shades`, values.shades[scale]) || fields[`${scale}Shades`].errors?.length)}>
              <summary className="cursor-pointer text-sm font-medium">{t("design.customShades")}</summary>
              <div className="mt-2 grid gap-1">
                <label htmlFor={`design-${scale}-shades`} className={labelClasses}>
                  {t("design.shadesJson", { name: t(`design.${scale}`) })}
                </label>
                <textarea
                  id={`design-${scale}-shades`}
                  name={`${scale}Shades`}
                  rows={4}
                  defaultValue={initial(`${scale}Shades`, values.shades[scale])}
                  aria-invalid={fields[`${scale}Shades`].errors?.length ? true : undefined}
                  aria-describedby={fields[`${scale}Shades`].errors?.length ? `design-${scale}-shades-error` : `design-${scale}-shades-hint`}
                  className={`${inputClasses(Boolean(fields[`${scale}Shades`].errors?.length))} font-mono text-sm`}
                />
                <p id={`design-${scale}-shades-hint`} className={descriptionClasses}>
                  {t("design.shadesHint")}
                </p>
                <FieldErrors id={`design-${scale}-shades-error`} errors={fields[`${scale}Shades`].errors} />
              </div>
            </details>
          </div>
        ))}
        <SelectField
          id="design-muted"
          name="mutedColor"
          label={t("design.muted")}
          options={formOptions(MUTED_PRESETS, (value) => t(`design.presets.${value}`))}
          defaultValue={initial("mutedColor", values.mutedColor)}
          errors={fields.mutedColor.errors}
        />
        <ShadePreview id="design-muted" label={t("design.muted")} scale={preview.muted} />
      </fieldset>
      <SelectField
        id="design-shape"
        name="shape"
        label={t("design.shape")}
        description={t("design.shapeHint")}
        options={formOptions(SHAPES, (value) => t(`design.shapes.${value}`))}
        defaultValue={initial("shape", values.shape)}
        errors={fields.shape.errors}
      />
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold">{t("design.images")}</legend>
        {IMAGES.map(({ name, remove }) => (
          <FileField
            key={name}
            id={`design-${name}`}
            name={name}
            removeName={remove}
            label={t(`design.${name}`)}
            hint={t(`design.${name}Hint`)}
            current={values[`${name}Url`]}
            removeLabel={t(`design.${remove}`)}
            errors={fields[name].errors}
          />
        ))}
      </fieldset>
      <TextField
        id="design-gtag"
        name="gtagId"
        label={t("design.gtagId")}
        description={t("design.gtagHint")}
        defaultValue={initial("gtagId", values.gtagId)}
        errors={fields.gtagId.errors}
      />
      {contrastFailed ? (
        <label className="flex items-start gap-2 rounded-theme border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <input type="checkbox" name="acceptContrast" className="mt-0.5 size-5" />
          {t("design.acceptContrast")}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save" variant="primary" pending={live.held === "save" || undefined}>
          {t("save")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview" pending={live.held === "preview" || undefined}>
          {t("design.preview")}
        </SubmitButton>
      </div>
    </Form>
  );
}
