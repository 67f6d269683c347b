import type { NewVacancy, Vacancy } from "../../db/vacancies-schema";
import { type PointerFor, fieldError } from "../../jsonapi/validation";
import { toPlainText } from "../../rich-text/plain-text";
import { parseRichText } from "../../rich-text/validate";
import { today } from "./access";
import { checkVacancyTransition } from "./transitions";
import type { UpdateInput } from "./write-schema";

type Columns = Partial<Omit<NewVacancy, "id" | "tenantId" | "organizationId">>;

/**
 * The columns a write sets, from validated attributes and (for updates) the stored vacancy:
 * the rich text checked, a transition checked, publication rules enforced (docs/vacancies.md).
 */
export function vacancyChanges(input: UpdateInput, current: Vacancy | undefined, pointer: PointerFor, now = new Date()): Columns {
  const values: Columns = {};
  const set = <K extends keyof Columns>(key: K, value: Columns[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set("title", input.title);
  if (input.description !== undefined) {
    const doc = parseRichText("description", input.description, pointer);
    values.description = JSON.stringify(doc);
    values.descriptionText = toPlainText(doc);
  }
  set("remote", input.remote);
  set("street", input.street);
  set("houseNumber", input.house_number);
  set("postalCode", input.postal_code);
  set("city", input.city);
  set("latitude", input.latitude);
  set("longitude", input.longitude);
  set("hoursPerWeek", input.hours_per_week);
  set("commitment", input.commitment);
  set("startsOn", input.starts_on);
  set("endsOn", input.ends_on);
  set("places", input.places);
  set("requirements", input.requirements);
  set("contactName", input.contact_name);
  set("contactEmail", input.contact_email);
  set("contactPhone", input.contact_phone);
  set("expiresOn", input.expires_on);

  const after = { ...current, ...values } as Partial<Vacancy>;
  if ((after.latitude == null) !== (after.longitude == null))
    throw fieldError(after.latitude == null ? "latitude" : "longitude", "Give both latitude and longitude, or neither.", "invalid", pointer);
  if (after.startsOn && after.endsOn && after.endsOn < after.startsOn)
    throw fieldError("ends_on", "The end date is before the start date.", "invalid", pointer);
  if (input.expires_on && input.expires_on < today(now)) throw fieldError("expires_on", "The expiry date is in the past.", "invalid", pointer);

  const from = current?.status ?? "draft";
  const to = input.status ?? from;
  if (current !== undefined) checkVacancyTransition(from, to, pointer);
  if (to !== from || current === undefined) values.status = to;
  if (to === "published") {
    if (!after.remote && !after.city) throw fieldError("city", "A published vacancy needs a city, or remote: true.", "blank", pointer);
    if (after.expiresOn && after.expiresOn < today(now)) throw fieldError("expires_on", "The expiry date is in the past.", "invalid", pointer);
    // The date the vacancy went (back) out from a draft; reopening a closed one keeps it.
    if (from === "draft" || !after.publishedAt) values.publishedAt = now.toISOString();
  }
  return values;
}
