import { integerId } from "@contract/rules";
import type { Context } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import type { TenantId } from "../tenancy";

// Resource ids: the contract's rule (contract/rules.ts), the same on both sides of the wire.
export { integerId };

/** The numeric id of a path segment, or undefined when it cannot name a row (the route's 404). */
export function parseIntegerId(value: string): number | undefined {
  const result = integerId.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The row the path's `:id` names in the request's tenant (undefined when the segment cannot name
 * one, as when no row has it), and the segment as written, for the 404's message.
 */
export async function pathRow<T>(c: Context<AppEnv>, find: (db: Database, tenantId: TenantId, id: number) => Promise<T | undefined>) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  return { param, row: id === undefined ? undefined : await find(c.var.db, c.var.tenantId, id) };
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
