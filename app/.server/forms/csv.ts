import { type FormDefinition, answerText, inLocale, isAnswered } from "@contract/forms";
import { stringify } from "csv-stringify/browser/esm/sync";

// The submissions as CSV, written by csv-stringify (quotes, commas and line breaks in answers are
// its business, not ours). Its browser build: the Node build needs the global Buffer, which the
// web worker (no nodejs_compat) does not have; the browser build carries its own.

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
  const rows = submissions.map((s) => [
    s.createdAt,
    String(s.version),
    ...keys.map((key) => answerText(s.answers[key] as Parameters<typeof answerText>[0], labels)),
  ]);
  // A byte-order mark, so spreadsheet programs read the UTF-8 (é, ë) as such.
  return "\uFEFF" + stringify([[labels.received, labels.version, ...columns.values()], ...rows], { quoted_match: /[\s"]/ });
}
