/** Shade sets carry the keys 50..950. */
export type ColorShades = Record<string, string>;

export interface VolunteerCenterProfile {
  id: string;
  type: "volunteer_center_profiles";
  primaryColor: string | null;
  primaryColorShades: ColorShades | null;
  secondaryColor: string | null;
  secondaryColorShades: ColorShades | null;
  tertiaryColor: string | null;
  tertiaryColorShades: ColorShades | null;
  mutedColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  faviconUrl: string | null;
  websiteLogoUrl: string | null;
  gtagId: string | null;
  // Settings of /instellingen (api/migrations/0016_center_settings.sql); absent from older backends.
  shape?: "straight" | "rounded" | "curved" | "smooth" | "full" | null;
  footerAddress?: string | null;
  footerPhone?: string | null;
  footerEmail?: string | null;
  openingHours?: string | null;
  socialLinks?: { network: string; url: string }[];
  footerLinks?: { label: string; url: string }[];
  contactName?: string | null;
  contactRole?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  contactPhotoUrl?: string | null;
}

export interface VolunteerCenter {
  id: string;
  type: "volunteer_centers";
  name: string;
  profile: VolunteerCenterProfile | null;
}
