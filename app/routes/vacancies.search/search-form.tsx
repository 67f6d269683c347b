import { useTranslation } from "~/i18n-t";
import { SearchForm } from "~/components/list-search-form";
import { labelClasses } from "~/components/ui/field-styles";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { COMMITMENTS, DISTANCES, SORTS, type VacancySearch } from "~/utils/vacancy-search";
import { formOptions } from "~/utils/form-options";

interface Props {
  search: VacancySearch;
  errors: Partial<Record<"postcode" | "hours" | "date", string>>;
}

const errorList = (message: string | undefined) => (message ? [message] : undefined);

/** Every filter as one GET form: the URL is the search, so it can be shared; a search starts at page 1. */
export function VacancySearchForm({ search, errors }: Props) {
  const { t } = useTranslation("vacancy-search");
  // Keyed by the value, so a new search's values show after a client-side navigation.
  const key = (name: keyof VacancySearch) => `${name}-${String(search[name])}`;
  return (
    <SearchForm label={t("search.label")} submit={t("search.submit")} reset={t("search.reset")} grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField id="vacancy-q" name="q" type="search" label={t("search.q")} defaultValue={search.q} key={key("q")} />
      <TextField
        id="vacancy-city"
        name="city"
        type="text"
        label={t("search.city")}
        autoComplete="address-level2"
        defaultValue={search.city}
        key={key("city")}
      />
      <TextField
        id="vacancy-postcode"
        name="postcode"
        type="text"
        label={t("search.postcode")}
        description={t("search.postcodeHint")}
        autoComplete="postal-code"
        defaultValue={search.postcode}
        key={key("postcode")}
        errors={errorList(errors.postcode)}
      />
      <SelectField
        id="vacancy-distance"
        name="distance"
        label={t("search.distance")}
        defaultValue={String(search.distance)}
        key={key("distance")}
        options={formOptions(DISTANCES, (km) => t("search.km", { km }))}
      />
      <TextField
        id="vacancy-hours"
        name="hours"
        inputMode="decimal"
        label={t("search.hours")}
        defaultValue={search.hours}
        key={key("hours")}
        errors={errorList(errors.hours)}
      />
      <SelectField
        id="vacancy-commitment"
        name="commitment"
        label={t("search.commitment")}
        placeholder={t("search.anyCommitment")}
        defaultValue={search.commitment}
        key={key("commitment")}
        options={formOptions(COMMITMENTS, (value) => t(`facts.${value}`))}
      />
      <TextField
        id="vacancy-date"
        name="date"
        type="date"
        label={t("search.date")}
        defaultValue={search.date}
        key={key("date")}
        errors={errorList(errors.date)}
      />
      <SelectField
        id="vacancy-sort"
        name="sort"
        label={t("search.sort")}
        defaultValue={search.sort}
        key={key("sort")}
        options={formOptions(SORTS, (value) => t(`search.sorts.${value}`))}
      />
      <div className="flex items-center gap-2 self-end py-2">
        <input type="checkbox" id="vacancy-remote" name="remote" value="1" defaultChecked={search.remote} key={key("remote")} className="size-5" />
        <label htmlFor="vacancy-remote" className={labelClasses}>
          {t("search.remote")}
        </label>
      </div>
    </SearchForm>
  );
}
