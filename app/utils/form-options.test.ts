import { describe, expect, it } from "vitest";
import { formOptions, recordOptions } from "./form-options";

describe("formOptions", () => {
  it("posts each value as text, labelled, in the given order", () => {
    expect(formOptions([5, 10] as const, (km) => `${km} km`)).toEqual([
      { value: "5", label: "5 km" },
      { value: "10", label: "10 km" },
    ]);
    expect(formOptions(["open", "closed"], (s) => s.toUpperCase())).toEqual([
      { value: "open", label: "OPEN" },
      { value: "closed", label: "CLOSED" },
    ]);
  });
});

describe("recordOptions", () => {
  it("posts each record's id, labelled by its name or by the label given", () => {
    const centres = [
      { id: "2", name: "Noord", city: "Groningen" },
      { id: "1", name: "Zuid", city: "Maastricht" },
    ];
    expect(recordOptions(centres)).toEqual([
      { value: "2", label: "Noord" },
      { value: "1", label: "Zuid" },
    ]);
    expect(recordOptions(centres, (c) => `${c.name} (${c.city})`)).toEqual([
      { value: "2", label: "Noord (Groningen)" },
      { value: "1", label: "Zuid (Maastricht)" },
    ]);
  });
});
