/**
 * A website as people type it: "www.example.org" (a host name, no scheme) means https://www.example.org. The
 * API stores it so too (api/src/resources/organizations/website.ts); here it keeps the form's own
 * URL check from refusing what the API accepts.
 */
export const withScheme = (value: unknown) =>
  typeof value === "string" && /^[^\s/:]+\.[a-z]{2,}(?:[/?#]|$)/i.test(value.trim())
    ? `https://${value.trim()}`
    : value;
