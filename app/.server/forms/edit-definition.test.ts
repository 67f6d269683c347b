import { emptyDefinition } from "@contract/forms";
import { describe, expect, it } from "vitest";
import { applyEdit, parseOptions, reorderFields } from "./edit-definition";

// The builder's plain-form edits (add, move up or down, delete, steps) as changes of a definition.
const label = (nl: string) => ({ labelNl: nl, labelEn: "" });
const add = (definition = emptyDefinition(), type = "short_text", step = 1, name = "Naam") =>
  applyEdit(definition, { intent: "add-field", type, step, ...label(name), options: "" });
const keys = (d: ReturnType<typeof emptyDefinition>) => d.fields.map((f) => f.key);

describe("applyEdit", () => {
  it("adds fields at the end with unused keys, options for a choice", () => {
    let d = add();
    d = applyEdit(d, { intent: "add-field", type: "single_choice", step: 1, ...label("Dag"), required: "on", options: "Ma\n\nDi\nMa" });
    expect(keys(d)).toEqual(["field1", "field2"]);
    expect(d.fields[1]).toMatchObject({ type: "single_choice", required: true, options: [{ value: "Ma" }, { value: "Di" }] });
  });

  it("moves a field up and down, and nowhere past either end", () => {
    const d = add(add(add(), "email", 1, "Mail"), "long_text", 1, "Vrij");
    expect(keys(applyEdit(d, { intent: "move-up", key: "field3" }))).toEqual(["field1", "field3", "field2"]);
    expect(keys(applyEdit(d, { intent: "move-down", key: "field1" }))).toEqual(["field2", "field1", "field3"]);
    expect(applyEdit(d, { intent: "move-up", key: "field1" })).toBe(d);
    expect(applyEdit(d, { intent: "move-down", key: "field3" })).toBe(d);
  });

  it("puts the fields in a dragged order, and refuses an order of other fields than the form has", () => {
    const d = add(add(add(), "email", 1, "Mail"), "long_text", 1, "Vrij");
    expect(keys(applyEdit(d, { intent: "reorder", order: "field3,field1,field2" }))).toEqual(["field3", "field1", "field2"]);
    expect(reorderFields(d, "field3,field1")).toBeNull();
    expect(reorderFields(d, "field1,field1,field2")).toBeNull();
    expect(reorderFields(d, "field1,field2,field9")).toBeNull();
    expect(reorderFields(d, "field1,field2,field3,field4")).toBeNull();
  });

  it("deletes a field, and only the last step when no field is on it", () => {
    let d = applyEdit(add(), { intent: "add-step" });
    d = applyEdit(d, { intent: "update-field", key: "field1", step: 2, ...label("Naam"), helpNl: "", helpEn: "", options: "" });
    expect(applyEdit(d, { intent: "delete-step", step: 2 }).steps).toHaveLength(2);
    d = applyEdit(d, { intent: "delete-field", key: "field1" });
    expect(d.fields).toEqual([]);
    expect(applyEdit(d, { intent: "delete-step", step: 2 }).steps).toHaveLength(1);
  });

  it("reads options one per line, without blanks or repeats", () => {
    expect(parseOptions(" a \r\nb\n\na").map((o) => o.value)).toEqual(["a", "b"]);
  });
});
