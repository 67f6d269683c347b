// Workers have no file system: every locales/<language>/<namespace>.json is bundled into the worker.
// This module is also bundled by wrangler outside Vite (through load-context.ts), so the files are
// listed by hand rather than globbed; locales.test.ts fails when a file is missing here.
import enCommon from "../../locales/en/common.json";
import nlCommon from "../../locales/nl/common.json";

export const resources = {
  nl: { common: nlCommon },
  en: { common: enCommon },
} satisfies Record<"nl" | "en", Record<string, Record<string, unknown>>>;

export const namespaces = Object.keys(resources.nl);
