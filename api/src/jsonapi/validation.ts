import type { z } from "zod";
import { type ErrorInit, JsonApiError } from "./errors";

/** Maps a field name to where it sits in the request body (`/data/attributes/email`, `/email`). */
export type PointerFor = (field: string) => string;

export const attributePointer: PointerFor = (field) => `/data/attributes/${field}`;

// A stable, machine-readable reason next to the English detail, so a client can translate.
function codeOf(issue: z.ZodIssue): string {
  if (issue.code === "custom") return String(issue.params?.code ?? "invalid");
  // An empty string is blank (Rails' word), not merely short.
  if (issue.code === "too_small") return issue.type === "string" && issue.minimum === 1 ? "blank" : "too_short";
  if (issue.code === "too_big") return "too_long";
  if (issue.code === "invalid_enum_value") return "inclusion";
  if (issue.code === "invalid_type" && issue.received === "undefined") return "blank";
  return "invalid";
}

function toErrors(error: z.ZodError, pointer: PointerFor): ErrorInit[] {
  return error.issues.flatMap((issue): ErrorInit[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        status: 422,
        title: "Invalid attribute",
        detail: `${key} is not an attribute that can be set here.`,
        code: "unknown_attribute",
        // A nested object's unknown key points into that object.
        source: { pointer: pointer([...issue.path.map(String), key].join("/")) },
      }));
    }
    return [
      {
        status: 422,
        title: "Invalid attribute",
        detail: issue.message,
        code: codeOf(issue),
        source: { pointer: pointer(issue.path.map(String).join("/")) },
      },
    ];
  });
}

/** Validates request values; every problem becomes one 422 error object with source.pointer. */
export function parseValues<S extends z.ZodTypeAny>(schema: S, values: unknown, pointer: PointerFor = attributePointer): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const errors = toErrors(result.error, pointer);
  throw new JsonApiError(errors as [ErrorInit, ...ErrorInit[]]);
}

/** One 422 field error, for checks zod cannot make (a taken e-mail, a wrong current password). */
export function fieldError(field: string, detail: string, code: string, pointer: PointerFor = attributePointer) {
  return new JsonApiError({
    status: 422,
    title: "Invalid attribute",
    detail,
    code,
    source: { pointer: pointer(field) },
  });
}
