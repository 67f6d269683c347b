import type { TFunction } from "~/i18n-t";
import { numberFormat } from "~/utils/intl";
import { IsolateCache } from "@contract/isolate-cache";

interface FactSource {
  remote: boolean;
  city: string | null;
  hoursPerWeek: number | null;
  commitment: string;
}

// A result page asks for the same few phrases ten times over, and each i18next lookup (plural rules,
// interpolation) costs more than the rest of a result's rendering: the phrases are kept per language
// and value. The texts are bundled and never change while a worker runs.
const phrases = new IsolateCache<string>({ max: 1000 });
const phrase = (language: string, key: string, make: () => string) => phrases.getOrSet(`${language}|${key}`, make);

/** Where, how much time and how often, in the visitor's words (`vacancy-search:facts`). */
export function vacancyFacts(vacancy: FactSource, t: TFunction, language: string) {
  const hours = vacancy.hoursPerWeek;
  const commitment = vacancy.commitment === "one_off" ? "one_off" : "recurring";
  return {
    place: vacancy.remote ? phrase(language, "remote", () => t("vacancy-search:facts.remote")) : vacancy.city,
    hours:
      hours === null
        ? null
        : phrase(language, `hours:${hours}`, () => t("vacancy-search:facts.hours", { count: hours, hours: numberFormat(language).format(hours) })),
    commitment: phrase(language, commitment, () => t(`vacancy-search:facts.${commitment}`)),
  };
}

export type VacancyFacts = ReturnType<typeof vacancyFacts>;
