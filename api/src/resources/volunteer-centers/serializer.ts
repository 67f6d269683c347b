import { Relator, Serializer } from "../../jsonapi/ts-japi";
import type { VolunteerCenterRow } from "./queries";
import {
  type Shades,
  VOLUNTEER_CENTERS,
  VOLUNTEER_CENTER_PROFILES,
  parseShades,
} from "./schema";

/** A volunteer centre as it goes on the wire (snake_case keys, string id). */
export interface VolunteerCenterResource {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  /** Not an attribute: the `profile` relationship (ts-japi drops relator keys from attributes). */
  profile: VolunteerCenterProfileResource | null;
}

export interface VolunteerCenterProfileResource {
  id: string;
  primary_color: string | null;
  primary_color_shades: Shades | null;
  secondary_color: string | null;
  secondary_color_shades: Shades | null;
  tertiary_color: string | null;
  tertiary_color_shades: Shades | null;
  muted_color: string | null;
  background_color: string | null;
  text_color: string | null;
  favicon_url: string | null;
  website_logo_url: string | null;
  gtag_id: string | null;
}

type ProfileRow = NonNullable<VolunteerCenterRow["profile"]>;

// An explicit mapping rather than a generic case conversion: a new column is only exposed
// once somebody decides it belongs on the wire (tenant_id, for one, never does).
function toProfileResource(p: ProfileRow): VolunteerCenterProfileResource {
  return {
    id: String(p.id),
    primary_color: p.primaryColor,
    primary_color_shades: parseShades(p.primaryColorShades),
    secondary_color: p.secondaryColor,
    secondary_color_shades: parseShades(p.secondaryColorShades),
    tertiary_color: p.tertiaryColor,
    tertiary_color_shades: parseShades(p.tertiaryColorShades),
    muted_color: p.mutedColor,
    background_color: p.backgroundColor,
    text_color: p.textColor,
    favicon_url: p.faviconUrl,
    website_logo_url: p.websiteLogoUrl,
    gtag_id: p.gtagId,
  };
}

export function toVolunteerCenterResource({
  center,
  profile,
}: VolunteerCenterRow): VolunteerCenterResource {
  return {
    id: String(center.id),
    name: center.name,
    created_at: center.createdAt,
    updated_at: center.updatedAt,
    profile: profile ? toProfileResource(profile) : null,
  };
}

const profileSerializer = new Serializer<VolunteerCenterProfileResource>(
  VOLUNTEER_CENTER_PROFILES,
);

export const volunteerCenterSerializer =
  new Serializer<VolunteerCenterResource>(VOLUNTEER_CENTERS, {
    relators: {
      // relatedName is the include path (`include=profile`), not the related type.
      profile: new Relator<
        VolunteerCenterResource,
        VolunteerCenterProfileResource
      >(async (center) => center.profile, profileSerializer, {
        relatedName: "profile",
      }),
    },
  });
