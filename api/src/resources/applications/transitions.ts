import type { ApplicationStatus } from "../../db/vacancies-schema";
import { fieldError } from "../../jsonapi/validation";

/** docs/vacancies.md: which status may follow which; withdrawn is final. */
export const APPLICATION_TRANSITIONS: Record<
  ApplicationStatus,
  readonly ApplicationStatus[]
> = {
  new: ["in_progress", "accepted", "declined", "withdrawn"],
  in_progress: ["accepted", "declined", "withdrawn"],
  accepted: ["in_progress", "declined", "withdrawn"],
  declined: ["in_progress", "accepted"],
  withdrawn: [],
};

export function checkApplicationTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
) {
  if (from === to || APPLICATION_TRANSITIONS[from].includes(to)) return;
  const next = APPLICATION_TRANSITIONS[from];
  throw fieldError(
    "status",
    `Status cannot change from ${from} to ${to}; ${
      next.length > 0
        ? `from ${from} it can become ${next.join(" or ")}`
        : `${from} is final`
    }.`,
    "transition",
  );
}
