import { dateTimeFormat } from "./intl";

/** A calendar date ("2027-06-05") as a full day in the page's language ("zaterdag 5 juni 2027"). */
export const dayName = (date: string, language: string) =>
  dateTimeFormat(language === "en" ? "en-GB" : "nl-NL", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
