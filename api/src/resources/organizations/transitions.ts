import type { Organization } from "../../db/accounts-schema";
import { fieldError } from "../../jsonapi/validation";

type Status = Organization["status"];

/** docs/organizations.md: which status may follow which (staying the same is a no-op). */
export const TRANSITIONS: Record<Status, readonly Status[]> = {
  pending: ["approved", "denied", "archived"],
  approved: ["archived"],
  denied: ["pending", "archived"],
  archived: ["approved"],
};

/** A 422 on /data/attributes/status naming both statuses when `to` may not follow `from`. */
export function checkTransition(from: Status, to: Status) {
  if (from === to || TRANSITIONS[from].includes(to)) return;
  throw fieldError(
    "status",
    `Status cannot change from ${from} to ${to}; from ${from} it can become ${TRANSITIONS[from].join(" or ")}.`,
    "transition",
  );
}
