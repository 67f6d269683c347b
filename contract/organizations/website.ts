/**
 * A website as people type it: "www.example.org" (a host name, no scheme) means
 * https://www.example.org, and is stored so. Anything else is left to the URL check. Both the
 * API's write schema and the web's form run it before that check (a zod preprocess).
 */
export const withScheme = (value: unknown) =>
  typeof value === "string" && /^[^\s/:]+\.[a-z]{2,}(?:[/?#]|$)/i.test(value.trim()) ? `https://${value.trim()}` : value;
