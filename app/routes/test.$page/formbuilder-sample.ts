import { type FormDefinition, formDefinition } from "@contract/forms";

// /test/formbuilder: a small definition of the form builder's own kind (contract/forms), rendered
// by the public forms' renderer and checked by the contract's validateAnswers, as /forms/<token>
// does (docs/forms.md), without a stored form.

const field = (f: Partial<FormDefinition["fields"][number]> & Pick<FormDefinition["fields"][number], "key" | "type" | "label">) => ({
  step: 1,
  help: { nl: "", en: "" },
  required: false,
  min: null,
  max: null,
  options: [],
  ...f,
});

export const FORMBUILDER_SAMPLE_TITLE = { nl: "Aanmelding voor de zomeractiviteit", en: "Sign-up for the summer activity" };

export const FORMBUILDER_SAMPLE: FormDefinition = formDefinition.parse({
  steps: [{ title: { nl: "", en: "" } }],
  fields: [
    field({ key: "name", type: "short_text", label: { nl: "Naam", en: "Name" }, required: true, max: 100 }),
    field({ key: "email", type: "email", label: { nl: "E-mailadres", en: "E-mail address" }, required: true }),
    field({
      key: "shift",
      type: "single_choice",
      label: { nl: "Dagdeel", en: "Part of the day" },
      required: true,
      options: [
        { value: "morning", label: { nl: "Ochtend", en: "Morning" } },
        { value: "afternoon", label: { nl: "Middag", en: "Afternoon" } },
      ],
    }),
    field({ key: "people", type: "number", label: { nl: "Met hoeveel personen", en: "How many people" }, min: 1, max: 10 }),
    field({ key: "remarks", type: "long_text", label: { nl: "Opmerkingen", en: "Remarks" }, max: 1000 }),
    field({ key: "photos", type: "yes_no", label: { nl: "Foto's van mij mogen gebruikt worden", en: "Photos of me may be used" } }),
  ],
});
