import { VACANCY_TRANSITIONS, type VacancyStatus } from "@contract/vacancies";
import type { PointerFor } from "../../jsonapi/validation";
import { fieldError } from "../../jsonapi/validation";

export { VACANCY_TRANSITIONS };

/** A 422 on the status attribute naming both statuses when `to` may not follow `from`. */
export function checkVacancyTransition(from: VacancyStatus, to: VacancyStatus, pointer?: PointerFor) {
  if (from === to || VACANCY_TRANSITIONS[from].includes(to)) return;
  throw fieldError(
    "status",
    `Status cannot change from ${from} to ${to}; from ${from} it can become ${VACANCY_TRANSITIONS[from].join(" or ")}.`,
    "transition",
    pointer,
  );
}
