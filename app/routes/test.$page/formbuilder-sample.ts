// /test/formbuilder: a small form definition of our own, rendered by the page, until the forms
// renderer of the forms issue is there to render it instead (docs/diagnostics.md).

export interface SampleField {
  key: string;
  type: "text" | "textarea" | "select" | "radio" | "checkbox";
  label: { nl: string; en: string };
  required?: boolean;
  options?: { value: string; label: { nl: string; en: string } }[];
}

export const FORMBUILDER_SAMPLE: { title: { nl: string; en: string }; fields: SampleField[] } = {
  title: { nl: "Aanmelding voor de zomeractiviteit", en: "Sign-up for the summer activity" },
  fields: [
    { key: "name", type: "text", label: { nl: "Naam", en: "Name" }, required: true },
    {
      key: "shift",
      type: "select",
      label: { nl: "Dagdeel", en: "Part of the day" },
      required: true,
      options: [
        { value: "morning", label: { nl: "Ochtend", en: "Morning" } },
        { value: "afternoon", label: { nl: "Middag", en: "Afternoon" } },
      ],
    },
    {
      key: "experience",
      type: "radio",
      label: { nl: "Ervaring", en: "Experience" },
      options: [
        { value: "none", label: { nl: "Geen", en: "None" } },
        { value: "some", label: { nl: "Enige", en: "Some" } },
      ],
    },
    { key: "remarks", type: "textarea", label: { nl: "Opmerkingen", en: "Remarks" } },
    { key: "photos", type: "checkbox", label: { nl: "Foto's van mij mogen gebruikt worden", en: "Photos of me may be used" } },
  ],
};

/** The answers of a submitted sample form, and the keys of required fields left empty or invalid. */
export function answersOf(definition: typeof FORMBUILDER_SAMPLE, formData: FormData) {
  const answers: Record<string, string | boolean> = {};
  const missing: string[] = [];
  for (const field of definition.fields) {
    const raw = formData.get(field.key);
    const value = typeof raw === "string" ? raw.trim().slice(0, 1000) : "";
    const allowed = !field.options || field.options.some((o) => o.value === value);
    if (field.type === "checkbox") answers[field.key] = value === "on";
    else if (value && allowed) answers[field.key] = value;
    if (field.required && (!value || !allowed)) missing.push(field.key);
  }
  return { answers, missing };
}
