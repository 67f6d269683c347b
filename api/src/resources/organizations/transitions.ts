import { ORGANIZATION_TRANSITIONS } from "@contract/organizations";
import type { Organization } from "../../db/accounts-schema";
import { fieldError } from "../../jsonapi/validation";

type Status = Organization["status"];

export const TRANSITIONS = ORGANIZATION_TRANSITIONS;

/** A 422 on /data/attributes/status naming both statuses when `to` may not follow `from`. */
export function checkTransition(from: Status, to: Status) {
  if (from === to || TRANSITIONS[from].includes(to)) return;
  throw fieldError("status", `Status cannot change from ${from} to ${to}; from ${from} it can become ${TRANSITIONS[from].join(" or ")}.`, "transition");
}
