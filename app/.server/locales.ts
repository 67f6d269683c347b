// Workers have no file system: every locales/<language>/<namespace>.json is bundled into the worker.
// A new namespace file is picked up by this glob without further wiring.
const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { eager: true, import: "default" });

type Messages = Record<string, Record<string, unknown>>;

function byLanguage(): Record<"nl" | "en", Messages> {
  const result: Record<string, Messages> = { nl: {}, en: {} };
  for (const [path, messages] of Object.entries(files)) {
    const [, language, namespace] = path.match(/locales\/([a-z]{2})\/([\w-]+)\.json$/) ?? [];
    if (language && namespace) (result[language] ??= {})[namespace] = messages;
  }
  return result as Record<"nl" | "en", Messages>;
}

export const resources = byLanguage();
export const namespaces = Object.keys(resources.nl);
