import { APPLICATION_TRANSITIONS, type ApplicationStatus } from "@contract/applications";
import { fieldError } from "../../jsonapi/validation";

export { APPLICATION_TRANSITIONS };

export function checkApplicationTransition(from: ApplicationStatus, to: ApplicationStatus) {
  if (from === to || APPLICATION_TRANSITIONS[from].includes(to)) return;
  const next = APPLICATION_TRANSITIONS[from];
  throw fieldError(
    "status",
    `Status cannot change from ${from} to ${to}; ${next.length > 0 ? `from ${from} it can become ${next.join(" or ")}` : `${from} is final`}.`,
    "transition",
  );
}
