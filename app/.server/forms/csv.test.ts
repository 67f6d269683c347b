import type { FormDefinition } from "@contract/forms";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { submissionsCsv } from "./csv";

// The export is read back by another library (csv-parse): what a spreadsheet gets is what was sent.
const text = (nl: string, en = nl) => ({ nl, en });
const field = (key: string, type: FormDefinition["fields"][number]["type"], label: string) => ({
  key,
  type,
  step: 1,
  label: text(label),
  help: text(""),
  required: false,
  min: null,
  max: null,
  options: type.endsWith("choice")
    ? [
        { value: "a, b", label: text("A") },
        { value: "c", label: text("C") },
      ]
    : [],
});
const v1: FormDefinition = { steps: [{ title: text("") }], fields: [field("name", "short_text", "Naam"), field("old", "short_text", "Oud veld")] };
const v2: FormDefinition = {
  steps: [{ title: text("") }],
  fields: [
    field("name", "short_text", "Naam, volledig"),
    field("intro", "section", "Kop"),
    field("note", "long_text", 'Opmerking "vrij"'),
    field("pick", "multiple_choice", "Keuze"),
    field("ok", "yes_no", "Akkoord"),
  ],
};
const labels = { received: "Ontvangen", version: "Versie", yes: "ja", no: "nee" };

describe("submissionsCsv", () => {
  it("reads back with the same values: commas, quotes, line breaks and old versions' fields", () => {
    const tricky = 'Zei "hallo", en toen\nging ze weg';
    const csv = submissionsCsv(
      v2,
      [
        { createdAt: "2026-11-25T10:00:00.000Z", version: 2, definition: v2, answers: { name: "De Vries, Jan", note: tricky, pick: ["a, b", "c"], ok: true } },
        { createdAt: "2026-11-24T10:00:00.000Z", version: 1, definition: v1, answers: { name: "Ada", old: "nog hier" } },
      ],
      "nl",
      labels,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows).toEqual([
      ["Ontvangen", "Versie", "Naam, volledig", 'Opmerking "vrij"', "Keuze", "Akkoord", "Oud veld"],
      ["2026-11-25T10:00:00.000Z", "2", "De Vries, Jan", tricky, "a, b; c", "ja", ""],
      ["2026-11-24T10:00:00.000Z", "1", "Ada", "", "", "", "nog hier"],
    ]);
  });
});
