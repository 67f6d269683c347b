/** One choice of a SelectField (or a radio group): the value it posts and its label. */
export interface FormOption {
  value: string;
  label: string;
}

/**
 * A select's options from a list of values (an enum of the contract, distances, days): each value
 * as the text it posts, labelled in the visitor's language, e.g.
 * `formOptions(VACANCY_STATUSES, (status) => t(`statuses.${status}`))`.
 */
export function formOptions<V extends string | number>(values: readonly V[], label: (value: V) => string): FormOption[] {
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

/**
 * A select's options from records (organizations, centres, themes, vacancies…): each one's id as
 * the value it posts, labelled by its name, or by `label` for records without one, e.g.
 * `recordOptions(vacancies, (v) => v.title)`.
 */
export function recordOptions(records: readonly { id: string; name: string }[]): FormOption[];
export function recordOptions<R extends { id: string }>(records: readonly R[], label: (record: R) => string): FormOption[];
export function recordOptions<R extends { id: string; name?: string }>(records: readonly R[], label = (record: R) => record.name ?? ""): FormOption[] {
  return records.map((record) => ({ value: record.id, label: label(record) }));
}
