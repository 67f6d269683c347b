import type { Shape, VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "@contract/volunteer-centers";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { parseLinks } from "./profile-schema";
import type { VolunteerCenterRow } from "./queries";
import { VOLUNTEER_CENTERS, VOLUNTEER_CENTER_PROFILES, parseShades } from "./schema";

export const VOLUNTEER_CENTERS_PATH = "/api/v1/volunteer_centers";

/** A centre's profile on the wire: the contract's attributes, named by its centre's id. */
export type VolunteerCenterProfileResource = { id: string } & VolunteerCenterProfileAttributes;

/** A volunteer centre on the wire: the contract's attributes and its profile. */
export type VolunteerCenterResource = { id: string } & VolunteerCenterAttributes & {
    /** Not an attribute: the `profile` relationship (ts-japi drops relator keys from attributes). */
    profile: VolunteerCenterProfileResource | null;
  };

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
    // Written through profile-schema.ts, which takes SHAPES only.
    shape: p.shape as Shape | null,
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

/** The link of each centre, from the request's origin. */
export const centerUrl = resourceUrlOf(VOLUNTEER_CENTERS_PATH);

/** One centre as every single-resource answer sends it. */
export const centerDocument = documentOf(volunteerCenterSerializer, toVolunteerCenterResource, centerUrl);
