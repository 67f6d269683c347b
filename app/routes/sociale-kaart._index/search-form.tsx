import { useTranslation } from "~/i18n-t";
import { PostcodeField, SearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { legendClasses } from "~/components/ui/choice-styles";
import { DISTANCES, SORTS, THEME_MATCHES, type DirectorySearch } from "./search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";
import { TAG_KINDS, type TagKind } from "@contract/tags";

interface Props {
  search: DirectorySearch;
  tags: { name: string; kind: TagKind | null }[];
  postcodeError: string | null;
  /** The embed searches itself: `/embed/sociale-kaart`. */
  action?: string;
  /** The embed with its map (`map=1`) keeps it across searches. */
  withMap?: boolean;
}

/**
 * Words, themes (all of those ticked, or any), place, a radius around a postcode and the order as one GET
 * form; a search starts at page 1.
 */
export function DirectorySearchForm({ search, tags, postcodeError, action, withMap = false }: Props) {
  const { t } = useTranslation("social-map");
  const fields = searchFields("directory", search);
  const { field, key } = fields;
  const chosen = new Set(search.tags.map((tag) => tag.toLowerCase()));
  // Grouped by kind (what, for whom, how; issue 49), the themes without one last; one plain list when none has a kind.
  const groups = [...TAG_KINDS, null]
    .map((kind) => ({ kind, tags: tags.filter((tag) => tag.kind === kind).map((tag) => tag.name) }))
    .filter((group) => group.tags.length > 0);
  return (
    <SearchForm label={t("search.label")} submit={t("search.submit")} reset={t("search.reset")} action={action} grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField {...field("name")} key={key("name")} type="search" label={t("search.name")} description={t("search.nameHint")} />
      {tags.length ? (
        <fieldset className="sm:col-span-2 lg:col-span-3" key={key("tags")}>
          <legend className={legendClasses}>{t("search.tags")}</legend>
          {groups.map((group) =>
            group.kind === null && groups.length === 1 ? (
              <ThemeChoices key="all" tags={group.tags} chosen={chosen} />
            ) : (
              <fieldset key={group.kind ?? "other"} className="mt-2">
                <legend className="text-sm font-medium">{group.kind ? t(`tags.kinds.${group.kind}`) : t("search.otherThemes")}</legend>
                <ThemeChoices tags={group.tags} chosen={chosen} />
              </fieldset>
            ),
          )}
          {/* With several ticked: every one of them, as visitors expect, or any of them. */}
          <fieldset className="mt-2" key={key("match")}>
            <legend className="text-sm font-medium">{t("search.match")}</legend>
            <div className="flex flex-wrap gap-x-6">
              {THEME_MATCHES.map((match) => (
                <label key={match} className="flex min-h-10 items-center gap-2">
                  <input type="radio" name="match" value={match} defaultChecked={search.match === match} className="size-4 accent-primary-700" />
                  {t(`search.matches.${match}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
      ) : null}
      <TextField {...field("place")} key={key("place")} autoComplete="address-level2" label={t("search.place")} />
      <PostcodeField fields={fields} label={t("search.postcode")} hint={t("search.postcodeHint")} error={postcodeError} />
      <SelectField {...field("distance")} key={key("distance")} label={t("search.distance")} options={formOptions(DISTANCES, (km) => t("search.km", { km }))} />
      <SelectField {...field("sort")} key={key("sort")} label={t("search.sort")} options={formOptions(SORTS, (sort) => t(`search.sorts.${sort}`))} />
      {withMap ? <input type="hidden" name="map" value="1" /> : null}
    </SearchForm>
  );
}

/** A group's themes as checkboxes, `tag` once per ticked theme. */
function ThemeChoices({ tags, chosen }: { tags: string[]; chosen: Set<string> }) {
  return (
    <div className="flex flex-wrap gap-x-6">
      {tags.map((tag) => (
        <label key={tag} className="flex min-h-10 items-center gap-2">
          <input type="checkbox" name="tag" value={tag} defaultChecked={chosen.has(tag.toLowerCase())} className="size-4 accent-primary-700" />
          {tag}
        </label>
      ))}
    </div>
  );
}
