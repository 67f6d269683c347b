import { z } from "zod";

// The diagnostics pages under /test (docs/diagnostics.md); /test/toaster and /test/server-error
// are routes of their own. Anything else under /test/ is a 404 from the parameter validation.
export const TEST_PAGES = [
  "api",
  "auth",
  "user",
  "user-store",
  "form",
  "dupe",
  "step-form",
  "step-form-2",
  "datepicker",
  "tiptap",
  "colors",
  "dollar-api",
  "formbuilder",
  "sentry",
] as const;
export type TestPage = (typeof TEST_PAGES)[number];

export const pageParams = z.object({ page: z.enum(TEST_PAGES) });

/** Pages that need JavaScript to show what they test (the editor, the enhanced form); all work without. */
export const HYDRATED_PAGES: readonly TestPage[] = ["form", "dupe", "tiptap", "datepicker"];
