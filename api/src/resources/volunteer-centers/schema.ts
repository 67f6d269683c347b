import { z } from "zod";
import { VOLUNTEER_CENTER_PROFILES, VOLUNTEER_CENTERS, volunteerCenterList, volunteerCenterShow } from "@contract/volunteer-centers";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { badRequest } from "../../jsonapi/errors";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";

export { VOLUNTEER_CENTER_PROFILES, VOLUNTEER_CENTERS };

/** GET /volunteer_centers/:id and /current. */
export const showQuery = volunteerCenterShow satisfies QuerySpec;

/** GET /volunteer_centers: one page holds a tenant's handful of centres. */
export const indexQuery = volunteerCenterList satisfies QuerySpec;

/** `Volunteer-Center-Id`: absent or empty → undefined (the tenant's default centre); else a positive integer. */
export function readVolunteerCenterIdHeader(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const result = integerId.safeParse(value);
  if (!result.success) {
    throw badRequest("Invalid volunteer center id", `Volunteer-Center-Id ${result.error.issues[0].message}.`, {
      header: "Volunteer-Center-Id",
    });
  }
  return result.data;
}

const shade = z.string().min(1);

/** A theme shade set: exactly the Tailwind steps 50..950 (extra keys are dropped). */
export const shadesSchema = z.object({
  "50": shade,
  "100": shade,
  "200": shade,
  "300": shade,
  "400": shade,
  "500": shade,
  "600": shade,
  "700": shade,
  "800": shade,
  "900": shade,
  "950": shade,
});

export type Shades = z.infer<typeof shadesSchema>;

/**
 * Shade sets are stored as JSON text. A broken or incomplete one is sent as null so the web
 * client falls back to its preset, rather than a theme with holes or a failed page.
 */
export function parseShades(text: string | null): Shades | null {
  if (text === null) return null;
  try {
    const result = shadesSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The request's `Volunteer-Center-Id` as a route's input (its 400 in the route's order of answers). */
export const centerIdHeader: MiddlewareHandler<AppEnv, string, { out: { header: { centerId: number | undefined } } }> = async (c, next) => {
  c.req.addValidatedData("header", { centerId: readVolunteerCenterIdHeader(c.req.header("volunteer-center-id")) });
  await next();
};
