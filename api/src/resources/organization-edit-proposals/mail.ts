import type { FieldDecision, ProposalField } from "@contract/organization-edit-proposals";
import type { Locale } from "../../db/accounts-schema";

// The field names and decisions in the recipient's language, for the mails' {{answers}} list
// (the web's labels live in locales/*/org-entry.json `proposals.fields`; these mirror them).
const FIELD = {
  nl: {
    name: "Naam",
    description: "Beschrijving",
    website: "Website",
    donation_url: "Donatiepagina",
    phone: "Telefoon",
    email: "E-mailadres",
    street: "Straat",
    house_number: "Huisnummer",
    postal_code: "Postcode",
    city: "Plaats",
  },
  en: {
    name: "Name",
    description: "Description",
    website: "Website",
    donation_url: "Donation page",
    phone: "Phone",
    email: "Email address",
    street: "Street",
    house_number: "House number",
    postal_code: "Postal code",
    city: "City",
  },
} as const satisfies Record<Locale, Record<ProposalField, string>>;

const DECISION = {
  nl: { accepted: "aangenomen", rejected: "niet aangenomen" },
  en: { accepted: "accepted", rejected: "not accepted" },
} as const satisfies Record<Locale, Record<FieldDecision, string>>;

const EMPTY = { nl: "(leeg)", en: "(empty)" } as const;

/** The proposed values as the new-proposal mail lists them. */
export const proposedLines = (locale: Locale, changes: Partial<Record<ProposalField, string>>) =>
  (Object.entries(changes) as [ProposalField, string][]).map(([field, value]) => ({
    label: FIELD[locale][field],
    value: value === "" ? EMPTY[locale] : value,
  }));

/** Each field's outcome as the decision mail lists it. */
export const decidedLines = (locale: Locale, changes: Partial<Record<ProposalField, string>>, decisions: Partial<Record<ProposalField, FieldDecision>>) =>
  (Object.entries(changes) as [ProposalField, string][]).map(([field, value]) => ({
    label: FIELD[locale][field],
    value: `${value === "" ? EMPTY[locale] : value} (${DECISION[locale][decisions[field] ?? "rejected"]})`,
  }));
