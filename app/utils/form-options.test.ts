import { describe, expect, it } from "vitest";
import { formOptions } from "./form-options";

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
