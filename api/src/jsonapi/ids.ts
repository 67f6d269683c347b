import { z } from "zod";

/**
 * Resource ids are strings on the wire and SQLite integers in the database. This accepts only
 * the canonical decimal form ("7", not "07", "7.0" or "+7") so one row has one URL.
 */
export const integerId = z
  .string()
  .regex(/^[1-9][0-9]*$/, "must be a positive integer")
  .transform(Number)
  .refine(Number.isSafeInteger, "is too large");

/** The numeric id of a path segment, or undefined when it cannot name a row (the route's 404). */
export function parseIntegerId(value: string): number | undefined {
  const result = integerId.safeParse(value);
  return result.success ? result.data : undefined;
}
