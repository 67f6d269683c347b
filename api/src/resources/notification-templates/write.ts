import { TEMPLATE_SUBJECT_MAX, type TemplateKind } from "@contract/notification-templates";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { notificationTemplates } from "../../db/mail-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { attributePointer, parseValues } from "../../jsonapi/validation";
import { templateProblems } from "../../mail/templates/engine";
import type { RichTextDoc } from "../../rich-text/types";
import { parseRichText } from "../../rich-text/validate";
import type { Scope } from "./access";
import { rowsFor, toResource } from "./read";
import { LOCALES } from "@contract/locales";

const subject = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be a text.` })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(TEMPLATE_SUBJECT_MAX, `${label} is at most ${TEMPLATE_SUBJECT_MAX} characters.`);

const body = z.union([z.string(), z.record(z.unknown())], {
  errorMap: () => ({ message: "Body must be a rich text (a Tiptap doc or plain text)." }),
});

export const templateAttributes = z
  .object({
    subject_nl: subject("Subject nl").optional(),
    body_nl: body.optional(),
    subject_en: subject("Subject en").optional(),
    body_en: body.optional(),
  })
  .strict();

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

/** PATCH: the scope's text of this kind, both languages; an attribute left out keeps what applies now. */
export async function saveTemplate(c: Context<AppEnv>, scope: Scope, kind: TemplateKind, attributes: Record<string, unknown>) {
  const values = parseValues(templateAttributes, attributes);
  const { db, tenantId } = c.var;
  const { own, fallback } = await rowsFor(db, tenantId, scope, kind);
  const current = toResource(scope, kind, own.get(kind), fallback.get(kind)).attributes;
  const errors: JsonApiError[] = [];
  const checked = LOCALES.map((locale) => {
    try {
      return checkText(
        kind,
        { subject: `subject_${locale}`, body: `body_${locale}` },
        values[`subject_${locale}`] ?? current[`subject_${locale}`],
        values[`body_${locale}`] ?? current[`body_${locale}`],
      );
    } catch (error) {
      if (!(error instanceof JsonApiError)) throw error;
      errors.push(error);
      return undefined;
    }
  });
  if (errors.length > 0) {
    const all = errors.flatMap((e) => e.errors).map((e) => ({ ...e, status: 422 as const }));
    throw new JsonApiError([all[0]!, ...all.slice(1)]);
  }
  const [nl, en] = checked as [CheckedText, CheckedText];
  const now = new Date().toISOString();
  const row = {
    subjectNl: nl.subject,
    bodyNl: JSON.stringify(nl.body),
    subjectEn: en.subject,
    bodyEn: JSON.stringify(en.body),
    updatedAt: now,
  };
  const existing = own.get(kind);
  if (existing) {
    await db
      .update(notificationTemplates)
      .set(row)
      .where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, existing.id)))
      .run();
  } else {
    await db
      .insert(notificationTemplates)
      .values({ tenantId, volunteerCenterId: scope === "platform" ? null : scope, kind, ...row })
      .run();
  }
}

/** DELETE: back to what it falls back to (the tenant's text, else the code's). */
export async function resetTemplate(c: Context<AppEnv>, scope: Scope, kind: TemplateKind) {
  const { db, tenantId } = c.var;
  await db
    .delete(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        eq(notificationTemplates.kind, kind),
        scope === "platform" ? isNull(notificationTemplates.volunteerCenterId) : eq(notificationTemplates.volunteerCenterId, scope),
      ),
    )
    .run();
}
