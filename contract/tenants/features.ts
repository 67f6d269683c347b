import { z } from "zod";

/**
 * A tenant's feature flags (spec section 1), set per tenant by the operators' `tenant create` and
 * `tenant update` (docs/operators.md): stored in the tenants row for the api worker and in the web
 * worker's TENANTS entry for its menus and pages, both written by the same command.
 */
export const ONE_ON_ONE_HELP = ["off", "oneOnOne", "neighbourHelp"] as const;
export type OneOnOneHelp = (typeof ONE_ON_ONE_HELP)[number];

export const tenantFeaturesSchema = z
  .object({
    /** One-on-one help, and its wording: neighbour help (burenhulp) or one-on-one help. */
    oneOnOneHelp: z.enum(ONE_ON_ONE_HELP),
    volunteerProfiles: z.boolean(),
    activities: z.boolean(),
    centerSharing: z.boolean(),
  })
  .strict();

export type TenantFeatures = z.infer<typeof tenantFeaturesSchema>;

/** The names the command line takes (`--features activities,one-on-one-help`). */
export const FEATURE_NAMES = ["volunteer-profiles", "activities", "one-on-one-help", "neighbour-help", "center-sharing"] as const;

/**
 * The spec's flags for a tenant that has none stored (the tenants that predate the command line):
 * profiles and activities off in the meedoen context, one-on-one help for the public tenant and the
 * neighbour-help tenant, centre sharing for the one tenant named for it.
 */
export function specFeatures(
  tenant: string,
  appContext: "main" | "meedoen",
  named: { neighbourHelpTenant?: string; centerSharingTenant?: string },
): TenantFeatures {
  const neighbourHelp = tenant === named.neighbourHelpTenant;
  return {
    oneOnOneHelp: neighbourHelp ? "neighbourHelp" : tenant === "public" ? "oneOnOne" : "off",
    volunteerProfiles: appContext !== "meedoen",
    activities: appContext !== "meedoen",
    centerSharing: tenant === named.centerSharingTenant,
  };
}

/** A stored flags text (the tenants row), or null when absent or unreadable. */
export function parseTenantFeatures(text: string | null | undefined): TenantFeatures | null {
  if (!text) return null;
  try {
    const parsed = tenantFeaturesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
