import type { Camelized } from "@contract/case";
import type { VOLUNTEER_CENTERS, VOLUNTEER_CENTER_PROFILES, VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "@contract/volunteer-centers";

/** Shade sets carry the keys 50..950. */
export type ColorShades = Record<string, string>;

/** What /instellingen sets besides the theme (api/migrations/0016_center_settings.sql); absent from older backends. */
type CenterSettings =
  | "shape"
  | "footer_address"
  | "footer_phone"
  | "footer_email"
  | "opening_hours"
  | "social_links"
  | "footer_links"
  | "contact_name"
  | "contact_role"
  | "contact_phone"
  | "contact_email"
  | "contact_photo_url";

/** A centre's profile as the web reads it: the contract's attributes, camelCased. */
export type VolunteerCenterProfile = { id: string; type: typeof VOLUNTEER_CENTER_PROFILES } & Camelized<
  Omit<VolunteerCenterProfileAttributes, CenterSettings>
> &
  Partial<Camelized<Pick<VolunteerCenterProfileAttributes, CenterSettings>>>;

/** A volunteer centre as the web reads it, with its profile when included. */
export type VolunteerCenter = { id: string; type: typeof VOLUNTEER_CENTERS } & Pick<Camelized<VolunteerCenterAttributes>, "name"> & {
    profile: VolunteerCenterProfile | null;
  };
