// Shared by server and client: the visitor's choices kept in cookies.
export const COLOR_SCHEMES = ["system", "light", "dark"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const CONSENT_CHOICES = ["granted", "denied"] as const;
export type Consent = (typeof CONSENT_CHOICES)[number];
