import { DAY_PARTS, WEEKDAYS } from "@contract/volunteer-profiles";
import { useTranslation } from "~/i18n-t";
import { PostcodeField, SearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { POOL_DISTANCES, POOL_HOURS, type PoolSearch } from "./search";
import { type FormOption, formOptions, recordOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

const choice = "flex min-h-10 items-center gap-2";
const box = "size-4 accent-primary-700";
const legendClasses = "mb-1 font-medium";

/** Words, themes, days, parts of the day, hours and a radius around a postcode as one GET form. */
export function PoolSearchForm({
  search,
  themes,
  postcodeError,
}: {
  search: PoolSearch;
  themes: { id: string; name: string }[];
  postcodeError: string | null;
}) {
  const { t } = useTranslation("profiles");
  // Keyed by the search, so a new search's values show after a client-side navigation.
  const key = JSON.stringify({ ...search, page: 0 });
  const fields = searchFields("pool", search);
  const { field } = fields;
  return (
    <SearchForm label={t("pool.searchLabel")} submit={t("pool.submit")} reset={t("pool.reset")} resetTo="/vrijwilligerspool" grid="grid gap-6" key={key}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField {...field("q")} type="search" label={t("pool.words")} description={t("pool.wordsHint")} />
        <SelectField
          {...field("hours")}
          label={t("pool.hours")}
          options={[{ value: "", label: t("pool.anyHours") }, ...formOptions(POOL_HOURS, (h) => t("pool.atLeastHours", { count: Number(h) }))]}
        />
        <PostcodeField fields={fields} label={t("pool.postcode")} hint={t("pool.postcodeHint")} error={postcodeError} />
        <SelectField {...field("distance")} label={t("pool.distance")} options={formOptions(POOL_DISTANCES, (km) => t("pool.withinKm", { km }))} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {themes.length > 0 ? <Checkboxes legend={t("fields.themes")} name="theme" options={recordOptions(themes)} chosen={search.themes} /> : null}
        <Checkboxes legend={t("pool.days")} name="day" options={formOptions(WEEKDAYS, (day) => t(`days.${day}`))} chosen={search.days} />
        <Checkboxes legend={t("pool.parts")} name="part" options={formOptions(DAY_PARTS, (part) => t(`parts.${part}`))} chosen={search.parts} />
      </div>
    </SearchForm>
  );
}

/** A fieldset of checkboxes that posts `name` once for each ticked value. */
function Checkboxes({ legend, name, options, chosen }: { legend: string; name: string; options: FormOption[]; chosen: readonly string[] }) {
  return (
    <fieldset>
      <legend className={legendClasses}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={choice}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} className={box} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
