import type { TFunction } from "i18next";

interface FactSource {
  remote: boolean;
  city: string | null;
  hoursPerWeek: number | null;
  commitment: string;
}

// One formatter per language: building an Intl formatter costs far more than using one, and a
// result page asks for ten.
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: string) => {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
};

/** Where, how much time and how often, in the visitor's words (`vacancy-search:facts`). */
export function vacancyFacts(vacancy: FactSource, t: TFunction, language: string) {
  const hours = vacancy.hoursPerWeek;
  return {
    place: vacancy.remote ? t("vacancy-search:facts.remote") : vacancy.city,
    hours: hours === null ? null : t("vacancy-search:facts.hours", { count: hours, hours: numberFormat(language).format(hours) }),
    commitment: t(`vacancy-search:facts.${vacancy.commitment === "one_off" ? "one_off" : "recurring"}`),
  };
}
