import { z } from "zod";
import { COLOR_SCHEMES, CONSENT_CHOICES, type ColorScheme, type Consent } from "../utils/preferences";
import { readCookie, serializeCookie } from "./cookies";
import { LOCALES } from "@contract/locales";

const SCHEME_COOKIE = "color_scheme";
const CONSENT_COOKIE = "analytics_consent";

export function readColorScheme(request: Request): ColorScheme {
  const value = readCookie(request, SCHEME_COOKIE);
  return COLOR_SCHEMES.includes(value as ColorScheme) ? (value as ColorScheme) : "system";
}

/** Null until the visitor answered the consent banner. */
export function readConsent(request: Request): Consent | null {
  const value = readCookie(request, CONSENT_COOKIE);
  return CONSENT_CHOICES.includes(value as Consent) ? (value as Consent) : null;
}

export const colorSchemeCookie = (scheme: ColorScheme) => serializeCookie(SCHEME_COOKIE, scheme);
export const consentCookie = (consent: Consent) => serializeCookie(CONSENT_COOKIE, consent);

/** Every preference form carries the page to return to. */
const returnTo = { redirectTo: z.string().max(2000).optional() };
export const colorSchemeSchema = z.object({ scheme: z.enum(COLOR_SCHEMES), ...returnTo });
export const consentSchema = z.object({ consent: z.enum(CONSENT_CHOICES), ...returnTo });
export const localeSchema = z.object({ locale: z.enum(LOCALES), ...returnTo });
