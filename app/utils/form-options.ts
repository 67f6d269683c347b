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
