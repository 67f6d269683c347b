import { type AnswerError, FORM_LIMITS, type FormDefinition } from "@contract/forms";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "../api/errors";
import { uploadFormFile } from "../api/forms";
import { uploadRefusal } from "../api/uploads";
import type { RawAnswers } from "./public-form";

// A public form's file fields (docs/forms.md "File fields"). The file is uploaded when the visitor
// leaves its step (or sends), and from then on its answer travels along with the other steps'
// answers as a hidden field holding the answer's JSON, so nothing else is kept between posts.

const fileFields = (definition: FormDefinition) => definition.fields.filter((f) => f.type === "file");

/** The largest post a form takes: its files at their limit, plus the text. */
export const maxPostBytes = (definition: FormDefinition) => fileFields(definition).length * FORM_LIMITS.fileBytesMax + 256 * 1024;

/**
 * Uploads the files chosen in this post and puts their answers (JSON) into `values`; a file field
 * without a new file keeps the answer it carried. Refusals come back per field.
 */
export async function takeFiles(context: AppLoadContext, token: string, definition: FormDefinition, formData: FormData, values: RawAnswers) {
  const errors: Record<string, AnswerError> = {};
  let rateLimited = false;
  for (const field of fileFields(definition)) {
    const file = formData.getAll(field.key).find((v): v is File => v instanceof File && v.size > 0);
    if (!file) continue;
    if (file.size > FORM_LIMITS.fileBytesMax) {
      errors[field.key] = "file_too_large";
      continue;
    }
    try {
      values[field.key] = JSON.stringify(await uploadFormFile(context, token, field.key, file));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) rateLimited = true;
      else {
        const refusal = uploadRefusal(error);
        if (refusal === null) throw error;
        errors[field.key] =
          refusal === "size" ? "file_too_large" : refusal === "empty" ? "required" : refusal === "dimensions" ? "image_too_large" : "file_type";
      }
    }
  }
  return { errors, rateLimited };
}

/** The answers as validateAnswers reads them: a file field's JSON as its object. */
export function withFileAnswers(definition: FormDefinition, values: RawAnswers): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fileFields(definition)) {
    const raw = values[field.key];
    if (typeof raw !== "string" || raw === "") continue;
    try {
      out[field.key] = JSON.parse(raw) as unknown;
    } catch {
      // Left as text: validateAnswers calls it invalid.
    }
  }
  return out;
}
