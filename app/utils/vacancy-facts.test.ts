import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "~/.server/locales";
import { vacancyFacts } from "./vacancy-facts";

const i18n = createInstance();
await i18n.init({ resources, lng: "nl", fallbackLng: "nl", interpolation: { escapeValue: false } });
const tFor = (language: string) => i18n.getFixedT(language);

describe("vacancy facts", () => {
  it("speaks the visitor's language, also when the other language asked first", () => {
    const vacancy = { remote: true, city: "Epe", hoursPerWeek: 1, commitment: "one_off" };
    expect(vacancyFacts(vacancy, tFor("nl"), "nl")).toEqual({ place: "Op afstand", hours: "1 uur per week", commitment: "Eenmalig" });
    expect(vacancyFacts(vacancy, tFor("en"), "en")).toEqual({ place: "Remote", hours: "1 hour per week", commitment: "One-off" });
  });

  it("formats each number of hours on its own, with its plural", () => {
    const en = tFor("en");
    const facts = (hours: number | null) => vacancyFacts({ remote: false, city: "Epe", hoursPerWeek: hours, commitment: "recurring" }, en, "en");
    expect(facts(1).hours).toBe("1 hour per week");
    expect(facts(2.5).hours).toBe("2.5 hours per week");
    expect(vacancyFacts({ remote: false, city: "Epe", hoursPerWeek: 2.5, commitment: "x" }, tFor("nl"), "nl").hours).toBe("2,5 uur per week");
    expect(facts(null)).toEqual({ place: "Epe", hours: null, commitment: "Recurring" });
  });
});
