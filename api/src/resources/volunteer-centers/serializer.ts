import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { parseLinks } from "./profile-schema";
import type { VolunteerCenterRow } from "./queries";
import { type Shades, VOLUNTEER_CENTERS, VOLUNTEER_CENTER_PROFILES, parseShades } from "./schema";

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
  shape: string | null;
  footer_address: string | null;
  footer_phone: string | null;
  footer_email: string | null;
  opening_hours: string | null;
  social_links: { network: string; url: string }[];
  footer_links: { label: string; url: string }[];
  contact_name: string | null;
  contact_role: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  contact_photo_url: string | null;
}

type ProfileRow = NonNullable<VolunteerCenterRow["profile"]>;

// An explicit mapping rather than a generic case conversion: a new column is only exposed
// once somebody decides it belongs on the wire (tenant_id, for one, never does).
// A centre has one profile, changed at /volunteer_centers/{id}/profile: it is named by its centre's
// id, so the id a client reads is the one its PATCH must carry (a centre without one has it too).
function toProfileResource(p: ProfileRow): VolunteerCenterProfileResource {
  return {
    id: String(p.volunteerCenterId),
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
    shape: p.shape,
    footer_address: p.footerAddress,
    footer_phone: p.footerPhone,
    footer_email: p.footerEmail,
    opening_hours: p.openingHours,
    social_links: parseLinks(p.socialLinks),
    footer_links: parseLinks(p.footerLinks),
    contact_name: p.contactName,
    contact_role: p.contactRole,
    contact_phone: p.contactPhone,
    contact_email: p.contactEmail,
    contact_photo_url: p.contactPhotoUrl,
  };
}

export function toVolunteerCenterResource({ center, profile }: VolunteerCenterRow): VolunteerCenterResource {
  return {
    id: String(center.id),
    name: center.name,
    created_at: center.createdAt,
    updated_at: center.updatedAt,
    profile: profile ? toProfileResource(profile) : null,
  };
}

const profileSerializer = new Serializer<VolunteerCenterProfileResource>(VOLUNTEER_CENTER_PROFILES);

export const volunteerCenterSerializer = new Serializer<VolunteerCenterResource>(VOLUNTEER_CENTERS, {
  relators: {
    // relatedName is the include path (`include=profile`), not the related type.
    profile: new Relator<VolunteerCenterResource, VolunteerCenterProfileResource>(async (center) => center.profile, profileSerializer, {
      relatedName: "profile",
    }),
  },
});
