import type { FieldMetadata } from "@conform-to/react";
import { DAY_PARTS, PROFILE_FIELDS, PROFILE_HOURS_MAX, WEEKDAYS } from "@contract/volunteer-profiles";
import { useTranslation } from "~/i18n-t";
import type { VolunteerProfile } from "~/.server/api/volunteer-profiles";
import { FieldErrors } from "~/components/ui/field-errors";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { TRAVEL_DISTANCES_KM } from "./schema";
import { formOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";

type Fields = Record<
  "published" | "introduction" | "skills" | "tagIds" | "availability" | "hoursPerWeek" | "postcode" | "travelKm" | "visibleFields",
  FieldMetadata<unknown>
>;

const hint = "text-sm text-muted-700 dark:text-muted-300";
const choice = "flex min-h-10 items-center gap-3";
const box = "size-4 accent-primary-700";

/** A fieldset of checkboxes (or radios) with a legend, a description and its errors. */
function Choices({ field, legend, description, children }: { field: FieldMetadata<unknown>; legend: string; description?: string; children: React.ReactNode }) {
  const descriptionId = `${field.id}-description`;
  return (
    <fieldset className="grid gap-2" aria-describedby={[description ? descriptionId : "", field.errors ? field.errorId : ""].join(" ").trim() || undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {description ? (
        <p id={descriptionId} className={hint}>
          {description}
        </p>
      ) : null}
      {children}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The profile's fields: what the volunteer offers, where, when, and what organizations see. */
export function ProfileFields({
  formId,
  fields,
  profile,
  themes,
}: {
  formId: string;
  fields: Fields;
  profile: VolunteerProfile;
  themes: { id: string; name: string }[];
}) {
  const { t } = useTranslation("profiles");
  const chosenThemes = new Set(profile.tagIds);
  const slots = new Set<string>(profile.availability);
  const visible = new Set<string>(profile.visibleFields ?? PROFILE_FIELDS);
  return (
    <>
      <Choices field={fields.published} legend={t("edit.published")} description={t("edit.publishedDescription")}>
        {(["true", "false"] as const).map((value) => (
          <label key={value} className={choice}>
            <input type="radio" name={fields.published.name} value={value} defaultChecked={String(profile.published) === value} className={box} />
            {t(`edit.publishedChoice.${value}`)}
          </label>
        ))}
      </Choices>
      <TextAreaField
        {...fieldProps(fields.introduction, t("fields.introduction"))}
        description={t("edit.introductionDescription")}
        defaultValue={profile.introduction ?? ""}
        rows={5}
      />
      <TextField {...fieldProps(fields.skills, t("fields.skills"))} description={t("edit.skillsDescription")} defaultValue={profile.skills ?? ""} />
      {themes.length > 0 ? (
        <Choices field={fields.tagIds} legend={t("fields.themes")} description={t("edit.themesDescription")}>
          {themes.map((theme) => (
            <label key={theme.id} className={choice}>
              <input type="checkbox" name={fields.tagIds.name} value={theme.id} defaultChecked={chosenThemes.has(theme.id)} className={box} />
              {theme.name}
            </label>
          ))}
        </Choices>
      ) : null}
      <Choices field={fields.availability} legend={t("fields.availability")} description={t("edit.availabilityDescription")}>
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="flex flex-wrap items-center gap-x-4">
            <legend className="float-left w-28 font-normal">{t(`days.${day}`)}</legend>
            {DAY_PARTS.map((part) => (
              <label key={part} className={choice}>
                <input type="checkbox" name={fields.availability.name} value={`${day}_${part}`} defaultChecked={slots.has(`${day}_${part}`)} className={box} />
                {t(`parts.${part}`)}
              </label>
            ))}
          </fieldset>
        ))}
      </Choices>
      <TextField
        {...fieldProps(fields.hoursPerWeek, t("fields.hoursPerWeek"))}
        type="number"
        min={1}
        max={PROFILE_HOURS_MAX}
        inputMode="numeric"
        defaultValue={profile.hoursPerWeek === null ? "" : String(profile.hoursPerWeek)}
      />
      <TextField
        {...fieldProps(fields.postcode, t("fields.postcode"))}
        description={t("edit.postcodeDescription")}
        defaultValue={profile.postcode ?? ""}
        autoComplete="postal-code"
      />
      <SelectField
        {...fieldProps(fields.travelKm, t("fields.travelKm"))}
        defaultValue={profile.travelKm ? String(profile.travelKm) : ""}
        options={[{ value: "", label: t("edit.anyDistance") }, ...formOptions(TRAVEL_DISTANCES_KM, (km) => t("edit.withinKm", { km }))]}
      />
      <Choices field={fields.visibleFields} legend={t("edit.visibleFields")} description={t("edit.visibleFieldsDescription")}>
        {PROFILE_FIELDS.map((field) => (
          <label key={field} className={choice}>
            <input type="checkbox" name={fields.visibleFields.name} value={field} defaultChecked={visible.has(field)} className={box} />
            {t(`visible.${field}`)}
          </label>
        ))}
      </Choices>
      <p className={hint} id={`${formId}-privacy`}>
        {t("edit.privacy")}
      </p>
    </>
  );
}
