import { TAG_KINDS, type TagKind } from "@contract/tags";
import { useTranslation } from "~/i18n-t";
import { FieldErrors } from "~/components/ui/field-errors";
import { fieldIds } from "~/components/ui/field-styles";

type Theme = { id: string; name: string; kind?: TagKind | null };

/**
 * The centre's themes as plain checkboxes named `tagIds`: they post without JavaScript, and none
 * checked posts nothing, which the action sends as an empty list (the tags are cleared). Themes
 * with a kind are grouped by it, as on the social map's filters (issue 49), those without one last.
 */
export function TagsFieldset({
  field,
  tags,
  legend,
  hint,
}: {
  field: { id: string; name: string; initialValue?: unknown; errors?: string[] };
  tags: Theme[];
  /** The vacancy forms name their own legend and hint. */
  legend?: string;
  hint?: string;
}) {
  const { t } = useTranslation("organizations");
  const checked = new Set([field.initialValue ?? []].flat().map(String));
  const invalid = Boolean(field.errors?.length);
  const ids = fieldIds(field.id, { description: true, invalid });
  const groups = [...TAG_KINDS, null]
    .map((kind) => ({ kind, tags: tags.filter((tag) => (tag.kind ?? null) === kind) }))
    .filter((group) => group.tags.length > 0);
  const choices = (themes: Theme[]) => (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {themes.map((tag) => (
        <li key={tag.id} className="flex items-center gap-2">
          <input type="checkbox" id={`${field.id}-${tag.id}`} name={field.name} value={tag.id} defaultChecked={checked.has(tag.id)} className="size-5" />
          <label htmlFor={`${field.id}-${tag.id}`}>{tag.name}</label>
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset className="grid gap-2" aria-describedby={ids.describedBy}>
      <legend className="mb-2 text-lg font-semibold">{legend ?? t("fields.tags")}</legend>
      <p id={ids.descriptionId} className="text-sm text-muted-700 dark:text-muted-300">
        {hint ?? t("form.tagsHint")}
      </p>
      {groups.length === 1 && groups[0].kind === null
        ? choices(groups[0].tags)
        : groups.map((group) => (
            <fieldset key={group.kind ?? "other"} className="mt-2">
              <legend className="mb-1 text-sm font-medium">{t(`form.tagKinds.${group.kind ?? "other"}`)}</legend>
              {choices(group.tags)}
            </fieldset>
          ))}
      <FieldErrors id={ids.errorId} errors={field.errors} />
    </fieldset>
  );
}
