import type { TemplateKind } from "@contract/notification-templates";
import { JsonApiError } from "../../jsonapi/errors";
import { attributePointer } from "../../jsonapi/validation";
import { templateProblems } from "../../mail/templates/engine";
import type { RichTextDoc } from "../../rich-text/types";
import { parseRichText } from "../../rich-text/validate";

export interface CheckedText {
  subject: string;
  body: RichTextDoc;
}

/**
 * A template's subject and body checked for its kind: the rich-text allowlist, then the variables
 * (unknown, a list inside a sentence, a required one missing). Every problem is one 422 error with
 * the pointer of its field, so a form shows each at its place.
 */
export function checkText(kind: TemplateKind, fields: { subject: string; body: string }, subjectValue: string, bodyValue: unknown): CheckedText {
  const doc = parseRichText(fields.body, bodyValue);
  const problems = templateProblems(kind, subjectValue, doc);
  if (problems.length > 0) {
    const [first, ...rest] = problems.map((p) => ({
      status: 422 as const,
      title: "Invalid attribute",
      detail: p.detail,
      code: p.code,
      source: { pointer: attributePointer(p.field === "subject" ? fields.subject : fields.body) },
    }));
    throw new JsonApiError([first!, ...rest]);
  }
  return { subject: subjectValue, body: doc };
}
