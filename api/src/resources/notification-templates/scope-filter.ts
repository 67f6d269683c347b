import type { Context } from "hono";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { badRequest, notFound } from "../../jsonapi/errors";
import type { Scope } from "./access";

/** Whose templates a list means: `filter[scope_eq]=platform`, `filter[volunteer_center_id_eq]=N`. */
export const SCOPE_FILTERS = ["filter[volunteer_center_id_eq]", "filter[scope_eq]"];

/**
 * `?filter[scope_eq]=platform`, `?filter[volunteer_center_id_eq]=N`, else (undefined) the
 * request's centre. Its own reading, not a QuerySpec filter: these 400s keep their wording (and a
 * repeated parameter its first value), and it runs before the spec ({}: nothing else) sees the
 * rest. `known` names every parameter the list takes; any other is a 400.
 */
export function takeScope(params: URLSearchParams, known: readonly string[] = SCOPE_FILTERS): Scope | undefined {
  for (const key of params.keys())
    if (!known.includes(key)) throw badRequest("Invalid query parameter", `Unknown query parameter ${key}; known: ${known.join(", ")}.`, { parameter: key });
  const scope = params.get("filter[scope_eq]");
  const center = params.get("filter[volunteer_center_id_eq]");
  for (const key of SCOPE_FILTERS) params.delete(key);
  if (scope !== null && scope !== "platform" && scope !== "center")
    throw badRequest("Invalid filter", "filter[scope_eq] must be platform or center.", { parameter: "filter[scope_eq]" });
  if (scope === "platform") return "platform";
  if (center !== null) {
    if (!/^[1-9][0-9]{0,14}$/.test(center))
      throw badRequest("Invalid filter", "filter[volunteer_center_id_eq] must be an id.", { parameter: "filter[volunteer_center_id_eq]" });
    return Number(center);
  }
  return undefined;
}

/** The scope a list asked for, else the request's centre (404 when the tenant has none). */
export async function scopeOrCurrent(c: Context<AppEnv>, scope: Scope | undefined): Promise<Scope> {
  if (scope !== undefined) return scope;
  const current = await currentCenterId(c);
  if (current === null) throw notFound("This tenant has no volunteer centre.");
  return current;
}
