import type { AdminVacancy } from "~/.server/api/vacancies-admin";

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/** A vacancy as the edit form's default values (conform's strings; a checked box is "on"). */
export function toFormValue(v: AdminVacancy) {
  return {
    title: v.title,
    remote: v.remote ? "on" : undefined,
    street: text(v.street),
    houseNumber: text(v.houseNumber),
    postalCode: text(v.postalCode),
    city: text(v.city),
    hoursPerWeek: text(v.hoursPerWeek),
    commitment: v.commitment,
    startsOn: text(v.startsOn),
    endsOn: text(v.endsOn),
    places: text(v.places),
    requirements: text(v.requirements),
    contactName: text(v.contactName),
    contactEmail: text(v.contactEmail),
    contactPhone: text(v.contactPhone),
    expiresOn: text(v.expiresOn),
    tagIds: (v.tags ?? []).map((tag) => tag.id),
  };
}
