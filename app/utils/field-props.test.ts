import { describe, expect, it } from "vitest";
import { fieldProps } from "./field-props";

describe("fieldProps", () => {
  const meta = { id: "f-title", name: "title", errors: ["Te lang."] };

  it("gives a field its id, name, label, errors and the text sent again", () => {
    expect(fieldProps({ ...meta, initialValue: "Koor" }, "Titel")).toEqual({
      id: "f-title",
      name: "title",
      label: "Titel",
      errors: ["Te lang."],
      defaultValue: "Koor",
    });
  });

  it("sends no default for a value that is not one text (nothing sent, or a list)", () => {
    expect(fieldProps(meta, "Titel").defaultValue).toBeUndefined();
    expect(fieldProps({ ...meta, initialValue: ["a", "b"] }, "Titel").defaultValue).toBeUndefined();
  });

  it("shows an edit form's stored value until a post sends one back", () => {
    expect(fieldProps(meta, "Titel", "Opgeslagen").defaultValue).toBe("Opgeslagen");
    expect(fieldProps({ ...meta, initialValue: "" }, "Titel", "Opgeslagen").defaultValue).toBe("");
  });
});
