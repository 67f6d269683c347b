// The API's statuses and transitions (docs/vacancies.md "Statuses and transitions"), from the
// contract: the edit page offers only the moves the API allows, each as its own button.
export { isVacancyStatus, STATUS_ACTIONS, VACANCY_STATUSES, type VacancyStatus } from "@contract/vacancies";
