import type { VacancyStatus } from "../../db/vacancies-schema";
import type { PointerFor } from "../../jsonapi/validation";
import { fieldError } from "../../jsonapi/validation";

/** docs/vacancies.md: which status may follow which (staying the same is a no-op). */
export const VACANCY_TRANSITIONS: Record<
  VacancyStatus,
  readonly VacancyStatus[]
> = {
  draft: ["published", "archived"],
  published: ["closed", "draft", "archived"],
  closed: ["published", "archived"],
  archived: ["draft"],
};

/** A 422 on the status attribute naming both statuses when `to` may not follow `from`. */
export function checkVacancyTransition(
  from: VacancyStatus,
  to: VacancyStatus,
  pointer?: PointerFor,
) {
  if (from === to || VACANCY_TRANSITIONS[from].includes(to)) return;
  throw fieldError(
    "status",
    `Status cannot change from ${from} to ${to}; from ${from} it can become ${VACANCY_TRANSITIONS[from].join(" or ")}.`,
    "transition",
    pointer,
  );
}
