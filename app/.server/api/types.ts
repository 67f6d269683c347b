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
}

export interface VolunteerCenter {
  id: string;
  type: "volunteer_centers";
  name: string;
  profile: VolunteerCenterProfile | null;
}
