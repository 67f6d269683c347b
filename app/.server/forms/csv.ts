import { type FormDefinition, answerText, inLocale, isAnswered } from "@contract/forms";
import { writeCsv } from "../csv/write";

// The submissions as CSV, written by the one CSV writer: an answer is a visitor's text, so no
// answer may reach a spreadsheet as a formula.

interface CsvSubmission {
  createdAt: string;
  version: number;
  definition: FormDefinition;
  answers: Record<string, unknown>;
}

/**
 * One row per submission, one column per field: the current definition's fields first, then any
 * field only an older version had (its answers are kept, so they are exported too).
 */
export function submissionsCsv(
  current: FormDefinition,
  submissions: CsvSubmission[],
  locale: string,
  labels: { received: string; version: string; yes: string; no: string },
) {
  const columns = new Map<string, string>();
  for (const definition of [current, ...submissions.map((s) => s.definition)])
    for (const field of definition.fields) if (isAnswered(field.type) && !columns.has(field.key)) columns.set(field.key, inLocale(field.label, locale));
  const keys = [...columns.keys()];
  const rows = submissions.map((s) => [s.createdAt, s.version, ...keys.map((key) => answerText(s.answers[key] as Parameters<typeof answerText>[0], labels))]);
  return writeCsv([[labels.received, labels.version, ...columns.values()], ...rows]);
}
