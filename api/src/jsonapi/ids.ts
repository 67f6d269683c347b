import { integerId } from "@contract/rules";
import { z } from "zod";

// Resource ids: the contract's rule (contract/rules.ts), the same on both sides of the wire.
export { integerId };

/** The numeric id of a path segment, or undefined when it cannot name a row (the route's 404). */
export function parseIntegerId(value: string): number | undefined {
  const result = integerId.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * A related row's id in a request document's attributes (`organization_id`): a string or a
 * number, kept as its decimal string, with messages that name it ("Organization id").
 */
export const idAttribute = (label: string) =>
  z
    .union([z.string(), z.number()], { required_error: `${label} can't be blank.` })
    .transform(String)
    .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, `${label} must be a positive integer.`));
