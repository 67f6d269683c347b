// The API's statuses and transitions (docs/vacancies.md "Statuses and transitions"): the edit
// page offers only the moves the API allows, each as its own button.
export const VACANCY_STATUSES = ["draft", "published", "closed", "archived"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** The status actions from each status, as [action label key, target status]. */
export const STATUS_ACTIONS: Record<VacancyStatus, [string, VacancyStatus][]> = {
  draft: [["publish", "published"], ["archive", "archived"]],
  published: [["unpublish", "draft"], ["close", "closed"], ["archive", "archived"]],
  closed: [["reopen", "published"], ["archive", "archived"]],
  archived: [["restore", "draft"]],
};

export const isVacancyStatus = (value: unknown): value is VacancyStatus => VACANCY_STATUSES.includes(value as VacancyStatus);
