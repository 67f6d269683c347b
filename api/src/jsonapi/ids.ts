import { integerId } from "@contract/rules";

// Resource ids: the contract's rule (contract/rules.ts), the same on both sides of the wire.
export { integerId };

/** The numeric id of a path segment, or undefined when it cannot name a row (the route's 404). */
export function parseIntegerId(value: string): number | undefined {
  const result = integerId.safeParse(value);
  return result.success ? result.data : undefined;
}
