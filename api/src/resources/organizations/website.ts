import { z } from "zod";

/**
 * A website as people type it: "www.example.org" (a host name, no scheme) means https://www.example.org, and
 * is stored so. Anything with a scheme is left to the URL check. (The web form does the same
 * before its own check: app/utils/website.ts.)
 */
export const withScheme = (value: unknown) =>
  typeof value === "string" && /^[^\s/:]+\.[a-z]{2,}(?:[/?#]|$)/i.test(value.trim())
    ? `https://${value.trim()}`
    : value;

export const website = z.preprocess(withScheme, z.string().trim().url().max(500).nullable());
