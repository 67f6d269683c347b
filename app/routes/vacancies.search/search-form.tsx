import { useTranslation } from "~/i18n-t";
import { FilterSelect, PostcodeField, SearchForm } from "~/components/list-search-form";
import { labelClasses } from "~/components/ui/field-styles";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { COMMITMENTS, DISTANCES, SORTS, type VacancySearch } from "~/utils/vacancy-search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

interface Props {
  search: VacancySearch;
  errors: Partial<Record<"postcode" | "hours" | "date", string>>;
}

const errorList = (message: string | undefined) => (message ? [message] : undefined);

/** Every filter as one GET form: the URL is the search, so it can be shared; a search starts at page 1. */
export function VacancySearchForm({ search, errors }: Props) {
  const { t } = useTranslation("vacancy-search");
  const fields = searchFields("vacancy", search);
  const { field, key } = fields;
  const commitments = formOptions(COMMITMENTS, (value) => t(`facts.${value}`));
  return (
    <SearchForm label={t("search.label")} submit={t("search.submit")} reset={t("search.reset")} grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField {...field("q")} key={key("q")} type="search" label={t("search.q")} />
      <TextField {...field("city")} key={key("city")} label={t("search.city")} autoComplete="address-level2" />
      <PostcodeField fields={fields} label={t("search.postcode")} hint={t("search.postcodeHint")} error={errors.postcode} />
      <SelectField {...field("distance")} key={key("distance")} label={t("search.distance")} options={formOptions(DISTANCES, (km) => t("search.km", { km }))} />
      <TextField {...field("hours")} key={key("hours")} inputMode="decimal" label={t("search.hours")} errors={errorList(errors.hours)} />
      <FilterSelect fields={fields} name="commitment" label={t("search.commitment")} all={t("search.anyCommitment")} options={commitments} />
      <TextField {...field("date")} key={key("date")} type="date" label={t("search.date")} errors={errorList(errors.date)} />
      <SelectField {...field("sort")} key={key("sort")} label={t("search.sort")} options={formOptions(SORTS, (value) => t(`search.sorts.${value}`))} />
      <div className="flex items-center gap-2 self-end py-2">
        <input type="checkbox" id="vacancy-remote" name="remote" value="1" defaultChecked={search.remote} key={key("remote")} className="size-5" />
        <label htmlFor="vacancy-remote" className={labelClasses}>
          {t("search.remote")}
        </label>
      </div>
    </SearchForm>
  );
}
